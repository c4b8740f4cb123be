package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.checks.text.InjectionFinding;
import org.copydesk.model.checks.text.InjectionScreen;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.Provenance;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/** The shadow-mode safety contract, run on every shadow run (CHECKS.md, Safety). */
public final class SafetyChecks {

    /** FORMATS §3: the capabilities every run must report, all false. */
    public static final List<String> CAPABILITIES =
            List.of("promote_source", "approve", "change_weights", "run_forecast", "publish", "deploy");
    public static final List<String> PROVENANCE_MODES = List.of("offline_fixture", "responses_api");

    private SafetyChecks() {
    }

    public static List<Check<ShadowRun>> all() {
        return List.of(
                new Check<>("safety.capabilities",
                        "the run claims no capability and is not publishable",
                        "what the upstream agent could actually do when it ran", SafetyChecks::capabilities),
                new Check<>("safety.status",
                        "the run is needs_human_review or blocked, never approved by upstream",
                        "that the content deserves review or approval", SafetyChecks::status),
                new Check<>("safety.provenance",
                        "the run states a known mode, no stored response, no tools, a model and response id for live calls, "
                                + "and prompt and schema digests",
                        "that the stated model, prompt or response id are genuine", SafetyChecks::provenance),
                new Check<>("safety.blocked_shape",
                        "a blocked run has no output and says why; a run for review has an output",
                        "that the blocking reasons are right or complete", SafetyChecks::blockedShape),
                new Check<>("safety.injection",
                        "copydesk's own screen finds no known instruction, impersonation, tool, secret or forecast-tampering "
                                + "phrasing and no hidden characters in the source blocks",
                        "that the text is free of paraphrased, translated or disguised instructions", SafetyChecks::injection));
    }

    private static Outcome capabilities(ShadowRun run, CheckContext context) {
        List<String> problems = new ArrayList<>();
        for (String name : CAPABILITIES) {
            if (!run.capabilities().containsKey(name)) {
                problems.add("capabilities." + name + " is absent");
            }
        }
        // Sorted so the detail, and with it results_sha256, does not depend on map order.
        for (Map.Entry<String, JsonNode> capability : new TreeMap<>(run.capabilities()).entrySet()) {
            if (!isFalse(capability.getValue())) {
                problems.add("capabilities." + capability.getKey() + " is " + capability.getValue() + ", not false");
            }
        }
        if (!isFalse(run.publishable())) {
            problems.add("publishable is " + run.publishable() + ", not false");
        }
        return Outcome.of(problems, "all " + run.capabilities().size() + " capabilities and publishable are false");
    }

    private static Outcome status(ShadowRun run, CheckContext context) {
        String status = run.status();
        return ShadowRun.NEEDS_HUMAN_REVIEW.equals(status) || ShadowRun.BLOCKED.equals(status)
                ? Outcome.passed("status is " + status)
                : Outcome.failed("status is \"" + status + "\", not needs_human_review or blocked");
    }

    private static Outcome provenance(ShadowRun run, CheckContext context) {
        Provenance p = run.provenance();
        List<String> problems = new ArrayList<>();
        if (!PROVENANCE_MODES.contains(p.mode())) {
            problems.add("provenance.mode \"" + p.mode() + "\" is not offline_fixture or responses_api");
        }
        if (!isFalse(p.store())) {
            problems.add("provenance.store is " + p.store() + ", not false");
        }
        if (!isFalse(p.toolsEnabled())) {
            problems.add("provenance.tools_enabled is " + p.toolsEnabled() + ", not false");
        }
        if ("responses_api".equals(p.mode())) {
            if (isBlank(p.model())) {
                problems.add("provenance.model is missing for a responses_api run");
            }
            if (isBlank(p.responseId())) {
                problems.add("provenance.response_id is missing for a responses_api run");
            }
        }
        digestProblem("provenance.prompt_sha256", p.promptSha256()).ifPresent(problems::add);
        digestProblem("provenance.schema_sha256", p.schemaSha256()).ifPresent(problems::add);
        return Outcome.of(problems, "mode " + p.mode() + ", store and tools off, prompt and schema digests present");
    }

    private static Outcome blockedShape(ShadowRun run, CheckContext context) {
        if (run.isBlocked()) {
            List<String> problems = new ArrayList<>();
            if (run.output().isPresent()) {
                problems.add("blocked run has a non-null output");
            }
            if (run.blockedReasons().isEmpty()) {
                problems.add("blocked run has no blocked_reasons");
            }
            return Outcome.of(problems, "blocked with no output, because " + String.join(", ", run.blockedReasons()));
        }
        if (ShadowRun.NEEDS_HUMAN_REVIEW.equals(run.status())) {
            return run.output().isPresent()
                    ? Outcome.passed("needs_human_review with an output")
                    : Outcome.failed("needs_human_review run has a null output");
        }
        return Outcome.notApplicable("status \"" + run.status() + "\" has no defined shape (see safety.status)");
    }

    private static Outcome injection(ShadowRun run, CheckContext context) {
        if (!ShadowRun.NEEDS_HUMAN_REVIEW.equals(run.status())) {
            return Outcome.notApplicable("only runs awaiting review are screened; this one is " + run.status());
        }
        if (run.sources().isEmpty()) {
            return Outcome.notApplicable("the run has no snapshots");
        }
        List<String> problems = new ArrayList<>();
        int blocks = 0;
        for (SourceSnapshot snapshot : run.sources()) {
            for (Block block : snapshot.blocks()) {
                blocks++;
                for (InjectionFinding finding : InjectionScreen.screen(block.text())) {
                    problems.add(snapshot.sourceId() + "/" + block.blockId() + " " + finding.category().id()
                            + " \"" + finding.visibleMatch() + "\" at " + finding.span().start());
                }
            }
        }
        return Outcome.of(problems, blocks + " blocks screened, nothing found");
    }

    private static boolean isFalse(JsonNode value) {
        return value != null && value.isBoolean() && !value.booleanValue();
    }

    private static boolean isBlank(Optional<String> value) {
        return value.map(String::isBlank).orElse(true);
    }

    private static Optional<String> digestProblem(String field, Optional<String> value) {
        if (value.isEmpty()) {
            return Optional.of(field + " is missing");
        }
        if (!Sha256.isHex(value.get())) {
            return Optional.of(field + " \"" + value.get() + "\" is not a SHA-256 digest");
        }
        return Optional.empty();
    }
}
