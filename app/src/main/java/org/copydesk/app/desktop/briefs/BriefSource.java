package org.copydesk.app.desktop.briefs;

import java.util.Optional;
import java.util.function.Function;

import org.copydesk.model.checks.BriefUnderReview;
import org.copydesk.model.checks.CheckReport;

/** What the brief view reads of a stored research brief: the brief with its artifacts' bytes, and its checks. */
public interface BriefSource {

    /** The brief stored under this digest with whatever artifact bytes travelled with it; empty when none is. */
    Optional<BriefUnderReview> open(String briefSha256);

    /** The brief checks run on it now; empty when no brief is stored under this digest. */
    Optional<CheckReport> check(String briefSha256);

    static BriefSource of(Function<String, Optional<BriefUnderReview>> open,
                          Function<String, Optional<CheckReport>> check) {
        return new BriefSource() {
            @Override
            public Optional<BriefUnderReview> open(String briefSha256) {
                return open.apply(briefSha256);
            }

            @Override
            public Optional<CheckReport> check(String briefSha256) {
                return check.apply(briefSha256);
            }
        };
    }
}
