package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code roster}: who may sign what (FORMATS §4.2). */
@Command(name = "roster", description = "Show or change who may sign decisions.",
        subcommands = {RosterCommand.Init.class, RosterCommand.Add.class, RosterCommand.Revoke.class,
                RosterCommand.Show.class, RosterCommand.AllowedSigners.class})
public final class RosterCommand implements StoreCommandGroup {

    @Mixin
    StoreOptions options;

    @ParentCommand
    CopydeskCommand parent;

    @Override
    public StoreOptions inherited() {
        options.inherit(parent.global);
        return options;
    }

    static int print(StoreCommand command, RosterState roster) {
        if (command.json()) {
            command.printJson(roster.toJson());
            return roster.problems().isEmpty() ? ExitCodes.OK : ExitCodes.PROBLEMS;
        }
        if (roster.entries().isEmpty() && roster.problems().isEmpty()) {
            command.context.out().println("The roster is empty: nobody can sign decisions on this store yet. Pin its first"
                    + " owner with `roster init --owner ID --name NAME --public-key FILE` (or File → New signing key… in"
                    + " the window).");
        }
        for (RosterEntry entry : roster.entries()) {
            command.context.out().printf("%-16s %-24s %-24s added %s%s%n", entry.reviewerId(), entry.displayName(),
                    String.join(",", entry.roles()), entry.addedAt(),
                    entry.revokedAt().map(r -> ", revoked " + r).orElse(""));
        }
        roster.problems().forEach(p -> command.context.err().println("roster problem: " + p));
        return roster.problems().isEmpty() ? ExitCodes.OK : ExitCodes.PROBLEMS;
    }

    /** {@code roster init}: pins the first owner of a new store. */
    @Command(name = "init", description = "Pin the first owner of a new store (refused once a roster exists).")
    public static final class Init extends StoreCommand {
        @Option(names = "--owner", required = true, paramLabel = "ID")
        String owner;

        @Option(names = "--name", required = true, paramLabel = "NAME")
        String name;

        @Option(names = "--public-key", required = true, paramLabel = "FILE")
        Path publicKey;

        public Init(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            return print(this, withRoot(s -> s.roster().init(owner, name, KeyFiles.readPublicKey(publicKey))));
        }
    }

    /** {@code roster add}: an owner-signed new reviewer. */
    @Command(name = "add", description = "Add a reviewer, signed by an owner's key.")
    public static final class Add extends StoreCommand {
        @Option(names = "--reviewer", required = true, paramLabel = "ID")
        String reviewer;

        @Option(names = "--name", required = true, paramLabel = "NAME")
        String name;

        @Option(names = "--roles", required = true, split = ",", paramLabel = "R")
        List<String> roles;

        @Option(names = "--public-key", required = true, paramLabel = "FILE")
        Path publicKey;

        @Mixin
        KeyOptions key;

        public Add(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            List<Role> parsed = new ArrayList<>();
            for (String role : roles) {
                parsed.add(Role.fromWire(role.strip()).orElseThrow(() ->
                        new UserInputException("unknown role \"" + role + "\" (editor, reviewer, owner)")));
            }
            SigningKey owner = key.unlock(() -> withRoot(s -> s.roster().current()));
            try {
                return print(this, withRoot(s -> s.roster().add(reviewer, name, parsed,
                        KeyFiles.readPublicKey(publicKey), owner)));
            } finally {
                owner.destroy();
            }
        }
    }

    /** {@code roster revoke}: an owner-signed revocation. */
    @Command(name = "revoke", description = "Revoke a reviewer's key, signed by an owner's key.")
    public static final class Revoke extends StoreCommand {
        @Option(names = "--reviewer", required = true, paramLabel = "ID")
        String reviewer;

        @Mixin
        KeyOptions key;

        public Revoke(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            SigningKey owner = key.unlock(() -> withRoot(s -> s.roster().current()));
            try {
                return print(this, withRoot(s -> s.roster().revoke(reviewer, owner)));
            } finally {
                owner.destroy();
            }
        }
    }

    /** {@code roster show}. */
    @Command(name = "show", description = "Print the roster, verified change by change.")
    public static final class Show extends StoreCommand {
        public Show(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            return print(this, withRoot(s -> s.roster().current()));
        }
    }

    /** {@code roster allowed-signers}: lines for {@code ssh-keygen -Y verify -f}. */
    @Command(name = "allowed-signers", description = "Print OpenSSH allowed_signers lines for the roster.")
    public static final class AllowedSigners extends StoreCommand {
        public AllowedSigners(CliContext context) {
            super(context);
        }

        @Override
        int run() {
            withRoot(s -> s.roster().allowedSigners()).forEach(context.out()::println);
            return ExitCodes.OK;
        }
    }
}
