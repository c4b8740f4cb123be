package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.checks.text.PolicyReason;
import org.copydesk.model.checks.text.PolicyVerdict;
import org.copydesk.model.checks.text.SourceUrls;
import org.copydesk.model.run.DiscoverCandidate;
import org.copydesk.model.run.DiscoverContext;
import org.copydesk.model.run.DiscoverOutput;
import org.copydesk.model.run.ShadowRun;

/** Checks on discovered source candidates ({@code task: discover}; CHECKS.md, Discover). */
public final class DiscoverChecks {

    private DiscoverChecks() {
    }

    public static List<Check<ShadowRun>> all() {
        return List.of(
                new Check<>("discover.canonical",
                        "each candidate's canonical_url is copydesk's own canonicalization of its url",
                        "that the URL serves what it claims, or that two canonical URLs hold different content",
                        (run, context) -> run.discover().map(DiscoverChecks::canonical)
                                .orElseGet(() -> Outcome.notApplicable("the run has no discover output"))),
                new Check<>("discover.policy",
                        "each candidate's decision and reason are what copydesk's allowlist policy gives",
                        "that an allowlisted host is trustworthy or that the page is about the race",
                        (run, context) -> run.discover().map(output -> policy(run, output))
                                .orElseGet(() -> Outcome.notApplicable("the run has no discover output"))));
    }

    private static Outcome canonical(DiscoverOutput output) {
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < output.candidates().size(); i++) {
            DiscoverCandidate candidate = output.candidates().get(i);
            Optional<String> ours = SourceUrls.canonicalize(candidate.url());
            // A malformed URL has no canonical form to compare; discover.policy requires "malformed" for it.
            if (ours.isPresent() && !ours.equals(candidate.canonicalUrl())) {
                problems.add("candidates[" + i + "] " + candidate.url() + " canonicalizes to " + ours.get()
                        + ", not " + candidate.canonicalUrl().orElse("null"));
            }
        }
        return Outcome.of(problems, output.candidates().size() + " canonical URLs recompute");
    }

    private static Outcome policy(ShadowRun run, DiscoverOutput output) {
        Optional<DiscoverContext> allowlist = run.context()
                .filter(DiscoverContext.class::isInstance).map(DiscoverContext.class::cast);
        if (allowlist.isEmpty()) {
            return Outcome.failed("the run carries no allowlist context");
        }
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < output.candidates().size(); i++) {
            DiscoverCandidate candidate = output.candidates().get(i);
            PolicyVerdict ours = SourceUrls.evaluate(candidate.url(), allowlist.get().hosts());
            Optional<String> reason = ours.reason().map(PolicyReason::id);
            if (!ours.decision().equals(candidate.decision()) || !reason.equals(candidate.reason())) {
                problems.add("candidates[" + i + "] " + candidate.url() + " is " + describe(ours.decision(), reason)
                        + " under the allowlist, not " + describe(candidate.decision(), candidate.reason()));
            }
        }
        return Outcome.of(problems, output.candidates().size() + " decisions match copydesk's policy");
    }

    private static String describe(String decision, Optional<String> reason) {
        return decision + reason.map(r -> " (" + r + ")").orElse("");
    }
}
