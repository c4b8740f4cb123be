package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.copydesk.model.brief.BriefArtifact;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.digest.Digests;

/** The brief-level checks: its self digest (copydesk's addition) and {@code brief.egress}. */
final class BriefEnvelopeChecks {

    private BriefEnvelopeChecks() {
    }

    static Outcome digest(BriefUnderReview subject, CheckContext context) {
        ResearchBrief brief = subject.brief();
        String computed = Digests.brief(brief.json());
        return computed.equals(brief.briefSha256())
                ? Outcome.passed("brief_sha256 recomputes to " + computed)
                : Outcome.failed("brief_sha256 states " + brief.briefSha256() + " but recomputes to " + computed);
    }

    /**
     * Compares origins, not URL prefixes: {@code https://eur-lex.europa.eu.evil.example} and
     * {@code https://user@evil.example} must not pass as the allowlisted host. An allowlist entry
     * that is not an absolute URL with a host allows nothing.
     */
    static Outcome egress(BriefUnderReview subject, CheckContext context) {
        ResearchBrief brief = subject.brief();
        Set<Origin> allowed = brief.egressAllowlist().stream()
                .map(Origin::of)
                .flatMap(Optional::stream)
                .collect(Collectors.toSet());
        List<String> problems = new ArrayList<>();
        for (BriefArtifact artifact : brief.artifacts()) {
            Optional<Origin> origin = Origin.of(artifact.url());
            if (origin.isEmpty()) {
                problems.add("artifact " + artifact.artifactId() + " url " + artifact.url()
                        + " is not an absolute URL with a host");
            } else if (!allowed.contains(origin.get())) {
                problems.add("artifact " + artifact.artifactId() + " was fetched from " + origin.get()
                        + ", which is not in egress_allowlist " + brief.egressAllowlist());
            }
        }
        return Outcome.of(problems, brief.artifacts().size() + " artifacts come from allowlisted origins");
    }
}
