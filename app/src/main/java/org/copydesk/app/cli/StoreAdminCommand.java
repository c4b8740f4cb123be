package org.copydesk.app.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.postgres.PostgresEvidenceStore;
import org.copydesk.store.postgres.PostgresLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code store}: setting up a newsroom store, and copying a store into another. */
@Command(name = "store", description = "Set up a newsroom store, or copy a store into another.",
        subcommands = {StoreAdminCommand.InitServer.class})
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
            try (EvidenceStore store = options.open(context)) {
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
}
