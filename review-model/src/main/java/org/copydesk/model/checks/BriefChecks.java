package org.copydesk.model.checks;

import java.util.List;

/**
 * Every check of a {@code research-brief.v1}: {@code brief.digest} (copydesk's addition: the
 * brief's stated digest recomputed, as every other record's is) first, then CHECKS.md's
 * Research brief table in order.
 */
public final class BriefChecks {

    /** Not in CHECKS.md: copydesk's own integrity check of the brief's self digest. */
    public static final String DIGEST_ID = "brief.digest";

    private static final String NOT_TRUTH = "that any cited source is authoritative or accurate, or that the claim follows";

    private BriefChecks() {
    }

    public static List<Check<BriefUnderReview>> all() {
        return List.of(
                new Check<>(DIGEST_ID, "brief_sha256 recomputes: the brief a decision names is this brief",
                        "that the brief is right", BriefEnvelopeChecks::digest),
                new Check<>("citations.shape",
                        "every citation names a known artifact and a byte range 0 ≤ start < end ≤ its length",
                        "that the range holds the quote (citations.digest_binding)", CitationChecks::shape),
                new Check<>("citations.digest_binding",
                        "each artifact's bytes hash to content_sha256 and each cited range, decoded as UTF-8, is the quote",
                        NOT_TRUTH, CitationChecks::digestBinding),
                new Check<>("citations.coverage", "every claim cites at least one quote",
                        "that the quotes support the claims they are attached to", CitationChecks::coverage),
                new Check<>("brief.egress", "every artifact was fetched from an origin in egress_allowlist",
                        "that relevant sources outside the allowlist were considered", BriefEnvelopeChecks::egress));
    }
}
