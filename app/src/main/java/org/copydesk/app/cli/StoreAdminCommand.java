package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.AppRoot;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.jdbc.JdbcEvidenceStore;
import org.copydesk.store.jdbc.StoreCopy;
import org.copydesk.store.postgres.PostgresEvidenceStore;
import org.copydesk.store.postgres.PostgresLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code store}: setting up a newsroom store, and copying a store into another. */
@Command(name = "store", description = "Set up a newsroom store, or copy a store into another.",
        subcommands = {StoreAdminCommand.InitServer.class, StoreAdminCommand.Copy.class})
public final class StoreAdminCommand implements StoreCommandGroup {

    /** The desk role {@code init-server} makes unless told another name. */
    static final String DEFAULT_DESK_ROLE = "copydesk_desk";

    @Mixin
    StoreOptions options;

    @ParentCommand
    CopydeskCommand parent;

    @Override
    public StoreOptions inherited() {
        options.inherit(parent.global);
        return options;
    }

    /**
     * {@code store init-server}: run once by the database's owner (and again after an upgrade):
     * creates or migrates the schema and the desk role that desk logins are made members of.
     */
    @Command(name = "init-server", description = "Create or migrate a newsroom store's schema and the desk role "
            + "(run as the database's owner).")
    public static final class InitServer extends StoreCommand {

        @Option(names = "--desk-role", paramLabel = "ROLE", description = "The role desk logins are members of "
                + "(default: " + DEFAULT_DESK_ROLE + "); it may read and add, never change or remove.")
        String deskRole = DEFAULT_DESK_ROLE;

        public InitServer(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            String named = options.named(context).orElse("");
            if (!PostgresLocation.isUrl(named)) {
                throw new UserInputException("store init-server sets up a PostgreSQL store: name it with --store "
                        + "postgresql://owner@host/database (a store file needs no setup)");
            }
            // Setting up the server needs the store alone: no witness observes it yet.
            try (AppRoot root = options.open(context, HistoryWitness.none())) {
                EvidenceStore store = root.store();
                ((PostgresEvidenceStore) store).grantDesks(deskRole);
                if (json()) {
                    ObjectNode out = Json.nodes().objectNode();
                    out.put("store", store.location()).put("store_id", store.storeId()).put("desk_role", deskRole);
                    printJson(out);
                } else {
                    context.out().printf("%s is ready (store %s); desk logins: CREATE ROLE name LOGIN IN ROLE %s%n",
                            store.location(), store.storeId(), deskRole);
                }
            }
            return ExitCodes.OK;
        }
    }

    /**
     * {@code store copy --to STORE}: every document, raw file, roster change, decision and
     * checkpoint into a new store (either engine), then both verified: the copy must give the
     * same decision states and the same decision-log root.
     */
    @Command(name = "copy", description = "Copy this store into a new, empty store (file or postgresql://), "
            + "then check the copy gives the same decision states and log root.")
    public static final class Copy extends StoreCommand {

        @Option(names = "--to", required = true, paramLabel = "STORE", description = "The store to copy into: "
                + "a new file, or an empty PostgreSQL store (as its owner).")
        String target;

        @Option(names = "--to-password-file", paramLabel = "FILE",
                description = "The target PostgreSQL store's password (default: PGPASSFILE, else ~/.pgpass).")
        Path targetPasswordFile;

        public Copy(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            StoreOpener targets = new StoreOpener(context.defaultStore(), DemoSeed.NONE, context.clock());
            // The one command with two stores open: a root over each, so both are verified as any store is.
            try (AppRoot source = options.open(context, HistoryWitness.none())) {
                StoreCopy.Counts counts;
                try (AppRoot empty = targets.open(Optional.of(target), Optional.ofNullable(targetPasswordFile))) {
                    counts = StoreCopy.copy((JdbcEvidenceStore) source.store(), (JdbcEvidenceStore) empty.store());
                }
                // Opened again, so that it reads the store id the copy took from its source.
                try (AppRoot copy = targets.open(Optional.of(target), Optional.ofNullable(targetPasswordFile))) {
                    return report(source, copy, counts);
                }
            }
        }

        private int report(AppRoot source, AppRoot copy, StoreCopy.Counts counts) {
            Verified before = Verified.of(source);
            Verified after = Verified.of(copy);
            List<String> problems = before.differences(after);
            boolean same = problems.isEmpty();
            if (json()) {
                ObjectNode out = Json.nodes().objectNode();
                ObjectNode copied = out.putObject("copied");
                copied.put("runs", counts.runs()).put("raw", counts.raw()).put("documents", counts.documents())
                        .put("roster_changes", counts.rosterChanges()).put("decisions", counts.decisions())
                        .put("checkpoints", counts.checkpoints()).put("check_states", counts.checkStates());
                out.put("to", copy.store().location()).put("verified", same);
                out.putObject("log").put("size", after.logSize()).put("root_sha256", after.logRoot());
                problems.forEach(out.putArray("problems")::add);
                printJson(out);
            } else {
                context.out().printf("copied %d runs, %d raw files, %d documents, %d roster changes, %d decisions, "
                        + "%d checkpoints into %s%n", counts.runs(), counts.raw(), counts.documents(),
                        counts.rosterChanges(), counts.decisions(), counts.checkpoints(), copy.store().location());
                context.out().println(same ? "verified: the same decision states and log root"
                        : "NOT verified: " + String.join("; ", problems));
            }
            return same ? ExitCodes.OK : ExitCodes.PROBLEMS;
        }

        /** What the copy must give as the source does: each decision's state, and the log's size and root. */
        private record Verified(Map<String, String> states, long logSize, String logRoot) {
            static Verified of(AppRoot services) {
                Map<String, String> states = new TreeMap<>();
                for (VerifiedDecision each : services.verify().verifyAllOnCallingThread()) {
                    states.put(each.stored().decisionSha256(), each.state().wire());
                }
                LogReport log = services.log().report();
                return new Verified(states, log.size(), log.rootSha256());
            }

            /** How {@code copy} differs from this, in words; empty when it does not. */
            List<String> differences(Verified copy) {
                List<String> out = new ArrayList<>();
                for (Map.Entry<String, String> each : states.entrySet()) {
                    String there = copy.states().getOrDefault(each.getKey(), "missing");
                    if (!there.equals(each.getValue())) {
                        out.add("decision " + each.getKey() + " is " + each.getValue() + " here, " + there + " in the copy");
                    }
                }
                if (copy.states().size() != states.size()) {
                    out.add("the copy has " + copy.states().size() + " decisions, not " + states.size());
                }
                if (copy.logSize() != logSize || !copy.logRoot().equals(logRoot)) {
                    out.add("the copy's log is " + copy.logSize() + " leaves with root " + copy.logRoot() + ", not "
                            + logSize + " with root " + logRoot);
                }
                return out;
            }
        }
    }
}
