package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.checks.text.ExactText;
import org.copydesk.model.checks.text.NumberToken;
import org.copydesk.model.checks.text.NumericTokens;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.run.Claim;
import org.copydesk.model.run.ClaimCitation;
import org.copydesk.model.run.CommentaryContext;
import org.copydesk.model.run.CommentaryOutput;
import org.copydesk.model.run.ForecastFactRef;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/** Checks on a grounded commentary draft ({@code task: commentary}; CHECKS.md, Commentary). */
public final class CommentaryChecks {

    private CommentaryChecks() {
    }

    /** The subject of every commentary check: the output and the context it was given. */
    private interface Body {
        Outcome apply(ShadowRun run, CommentaryOutput output, Optional<CommentaryContext> context, CheckContext store);
    }

    public static List<Check<ShadowRun>> all() {
        return List.of(
                check("commentary.approval_binding", "the draft was written against exactly the context it carries",
                        "that the context was the right one to give", CommentaryChecks::approvalBinding),
                check("commentary.approved_sources", "every cited source is one of the context's approved documents",
                        "that the approved documents are reliable", CommentaryChecks::approvedSources),
                check("commentary.sources_human_approved",
                        "every approved document was approved by a person in this store, with a valid signed decision",
                        "that the approving reviewer judged well", CommentaryChecks::sourcesHumanApproved),
                check("commentary.citations", "every claim cites known sources, blocks and forecast facts as its kind requires",
                        "that the cited material supports the claim", CommentaryChecks::citations),
                check("commentary.forecast_values", "forecast numbers in claims are the forecast's rendered values, verbatim",
                        "that the claim interprets the forecast fairly", CommentaryChecks::forecastValues),
                check("commentary.numeric_fidelity", "every number in a reported fact occurs in a block it cites",
                        "that the number means in the claim what it means in the source", CommentaryChecks::numericFidelity));
    }

    private static Check<ShadowRun> check(String id, String establishes, String doesNotEstablish, Body body) {
        return new Check<>(id, establishes, doesNotEstablish, (run, store) -> run.commentary()
                .map(output -> body.apply(run, output, context(run), store))
                .orElseGet(() -> Outcome.notApplicable("the run has no commentary output")));
    }

    private static Optional<CommentaryContext> context(ShadowRun run) {
        return run.context().filter(CommentaryContext.class::isInstance).map(CommentaryContext.class::cast);
    }

    private static Outcome approvalBinding(ShadowRun run, CommentaryOutput output, Optional<CommentaryContext> context,
                                           CheckContext store) {
        if (context.isEmpty()) {
            return Outcome.failed("the run carries no commentary context");
        }
        String computed = Digests.commentaryApproval(context.get().json());
        List<String> problems = new ArrayList<>();
        if (!computed.equals(context.get().approvalSha256())) {
            problems.add("context.approval_sha256 states " + context.get().approvalSha256() + " but recomputes to " + computed);
        }
        if (!computed.equals(output.approvalSha256())) {
            problems.add("output.approval_sha256 " + output.approvalSha256() + " differs from the context's " + computed);
        }
        return Outcome.of(problems, "output is bound to context " + computed);
    }

    private static Outcome approvedSources(ShadowRun run, CommentaryOutput output, Optional<CommentaryContext> context,
                                           CheckContext store) {
        List<String> approved = context.map(CommentaryContext::approvedDocuments).orElse(List.of());
        List<String> problems = new ArrayList<>();
        for (Claim claim : output.claims()) {
            for (ClaimCitation citation : claim.citations()) {
                Optional<SourceSnapshot> source = run.source(citation.sourceId());
                if (source.isPresent() && !approved.contains(source.get().documentSha256())) {
                    String problem = claim.claimId() + " cites " + citation.sourceId() + ", whose document "
                            + source.get().documentSha256() + " is not approved";
                    if (!problems.contains(problem)) {
                        problems.add(problem);
                    }
                }
            }
        }
        return Outcome.of(problems, "every cited source is an approved document");
    }

    private static Outcome sourcesHumanApproved(ShadowRun run, CommentaryOutput output,
                                                Optional<CommentaryContext> context, CheckContext store) {
        List<String> approved = context.map(CommentaryContext::approvedDocuments).orElse(List.of());
        if (approved.isEmpty()) {
            return Outcome.notApplicable("the context approves no documents");
        }
        List<String> problems = new ArrayList<>();
        for (String document : approved) {
            if (!store.hasValidApproval(document)) {
                problems.add("document " + document + " has no valid approve decision in this store");
            }
        }
        return Outcome.of(problems, approved.size() + " approved documents each have a valid approval in this store");
    }

    private static Outcome citations(ShadowRun run, CommentaryOutput output, Optional<CommentaryContext> context,
                                     CheckContext store) {
        Map<String, ForecastFactRef> facts = facts(context);
        List<String> problems = new ArrayList<>();
        for (Claim claim : output.claims()) {
            String id = claim.claimId();
            for (ClaimCitation citation : claim.citations()) {
                Optional<SourceSnapshot> source = run.source(citation.sourceId());
                if (source.isEmpty()) {
                    problems.add(id + " cites unknown source " + citation.sourceId());
                } else if (source.get().block(citation.blockId()).isEmpty()) {
                    problems.add(id + " cites " + citation.blockId() + ", which is not a block of " + citation.sourceId());
                }
            }
            for (String factId : claim.forecastFactIds()) {
                if (!facts.containsKey(factId)) {
                    problems.add(id + " cites unknown forecast fact " + factId);
                }
            }
            kindProblem(claim).ifPresent(problems::add);
        }
        return Outcome.of(problems, output.claims().size() + " claims cite as their kinds require");
    }

    /** FORMATS §3.4: what each kind of claim must cite. There is no uncited prose. */
    private static Optional<String> kindProblem(Claim claim) {
        boolean facts = !claim.forecastFactIds().isEmpty();
        boolean blocks = !claim.citations().isEmpty();
        String id = claim.claimId();
        if (!facts && !blocks) {
            return Optional.of(id + " cites nothing");
        }
        return switch (claim.kind()) {
            case Claim.MODEL_OUTPUT -> !facts
                    ? Optional.of(id + " is model_output but cites no forecast fact")
                    : blocks ? Optional.of(id + " is model_output but cites source blocks") : Optional.empty();
            case Claim.REPORTED_FACT -> blocks
                    ? Optional.empty() : Optional.of(id + " is reported_fact but cites no source block");
            case Claim.ANALYSIS -> Optional.empty();
            default -> Optional.of(id + " has unknown kind \"" + claim.kind() + "\"");
        };
    }

    private static Outcome forecastValues(ShadowRun run, CommentaryOutput output, Optional<CommentaryContext> context,
                                          CheckContext store) {
        Map<String, ForecastFactRef> facts = facts(context);
        List<String> problems = new ArrayList<>();
        int compared = 0;
        for (Claim claim : output.claims()) {
            if (!Claim.MODEL_OUTPUT.equals(claim.kind()) && !Claim.ANALYSIS.equals(claim.kind())) {
                continue;
            }
            for (String factId : claim.forecastFactIds()) {
                ForecastFactRef fact = facts.get(factId);
                if (fact == null) {
                    continue;
                }
                compared++;
                if (ExactText.find(claim.text(), fact.rendered()).isEmpty()) {
                    problems.add(claim.claimId() + " cites " + factId + " but does not contain its rendered value \""
                            + fact.rendered() + "\"");
                }
            }
        }
        return Outcome.of(problems, compared + " cited forecast values appear verbatim");
    }

    private static Outcome numericFidelity(ShadowRun run, CommentaryOutput output, Optional<CommentaryContext> context,
                                           CheckContext store) {
        List<String> problems = new ArrayList<>();
        int numbers = 0;
        for (Claim claim : output.claims()) {
            if (!Claim.REPORTED_FACT.equals(claim.kind())) {
                continue;
            }
            List<String> cited = new ArrayList<>();
            List<String> texts = new ArrayList<>();
            for (ClaimCitation citation : claim.citations()) {
                cited.add(citation.sourceId() + "/" + citation.blockId());
                run.source(citation.sourceId()).flatMap(s -> s.block(citation.blockId()))
                        .map(Block::text).ifPresent(texts::add);
            }
            for (NumberToken token : NumericTokens.extract(claim.text())) {
                numbers++;
                boolean found = texts.stream().anyMatch(text -> NumericTokens.occurs(text, token.value()));
                if (!found) {
                    problems.add(claim.claimId() + " states " + token.span().of(claim.text()) + ", which occurs in "
                            + (cited.isEmpty() ? "no cited block" : "none of " + String.join(", ", cited)));
                }
            }
        }
        return Outcome.of(problems, numbers + " numbers in reported facts occur in their cited blocks");
    }

    private static Map<String, ForecastFactRef> facts(Optional<CommentaryContext> context) {
        Map<String, ForecastFactRef> facts = new HashMap<>();
        context.ifPresent(c -> c.forecastFacts().forEach(f -> facts.putIfAbsent(f.forecastFactId(), f)));
        return facts;
    }
}
