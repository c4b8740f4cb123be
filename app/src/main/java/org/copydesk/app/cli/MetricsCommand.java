package org.copydesk.app.cli;

import java.util.Map;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.metrics.FieldCounts;
import org.copydesk.app.workflow.metrics.GroupBy;
import org.copydesk.app.workflow.metrics.GroupMetrics;
import org.copydesk.app.workflow.metrics.Metrics;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code metrics [--by model|prompt|schema|week]}: evaluation figures from valid decisions, each with its counts. */
@Command(name = "metrics", description = "Evaluation figures from valid decisions and their field verdicts.")
public final class MetricsCommand extends StoreCommand {

    @Option(names = "--by", paramLabel = "model|prompt|schema|week", defaultValue = "model")
    String by;

    public MetricsCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        GroupBy groupBy = GroupBy.fromWire(by).orElseThrow(() -> new UserInputException(
                "--by " + by + ": expected model, prompt, schema or week"));
        Metrics metrics = withRoot(s -> s.metrics().compute(groupBy));
        if (json()) {
            printJson(MetricsJson.of(metrics));
            return ExitCodes.OK;
        }
        if (metrics.groups().isEmpty()) {
            context.out().println("no valid decisions on shadow runs yet");
        }
        for (GroupMetrics group : metrics.groups()) {
            print(group);
        }
        return ExitCodes.OK;
    }

    private void print(GroupMetrics g) {
        context.out().printf("%s: %d run%s, %d approved, %d rejected, %d with field verdicts%n", g.key(), g.runs(),
                g.runs() == 1 ? "" : "s", g.approved(), g.rejected(), g.adjudicated());
        context.out().printf("  override rate        %s%n", MetricsJson.text(g.overrides().rate()));
        context.out().printf("  missed disclosures   %s%n", MetricsJson.text(g.missedDisclosure()));
        context.out().printf("  claims supported     %s%n", MetricsJson.text(g.claimSupport()));
        context.out().printf("  injections caught    %s%n", MetricsJson.text(g.injection().catchRate()));
        if (!g.fields().isEmpty()) {
            context.out().printf("  %-22s %-16s %s%n", "field", "accuracy", "correct/incorrect/missed/unsupported");
        }
        for (Map.Entry<String, FieldCounts> field : g.fields().entrySet()) {
            FieldCounts c = field.getValue();
            context.out().printf("  %-22s %-16s C%d X%d M%d U%d%n", field.getKey(), MetricsJson.text(c.accuracy()),
                    c.correct(), c.incorrect(), c.missed(), c.unsupported());
        }
    }
}
