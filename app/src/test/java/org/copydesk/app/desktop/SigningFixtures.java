package org.copydesk.app.desktop;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.decision.Role;
import org.copydesk.model.signing.SigningKey;

/** A roster for desk tests: an owner who adds the editor ed.ramos, whose key file the tests unlock. */
public final class SigningFixtures {

    public static final String PASSPHRASE = "correct horse battery";
    public static final String EDITOR = "ed.ramos";

    private SigningFixtures() {
    }

    /** Writes both key pairs under {@code dir}, pins the owner and adds the editor; returns the editor's key file. */
    public static Path editorOnRoster(AppRoot services, Path dir) {
        KeyFiles.Generated owner = KeyFiles.generate("olu.owner", dir, PASSPHRASE.toCharArray());
        KeyFiles.Generated editor = KeyFiles.generate(EDITOR, dir, PASSPHRASE.toCharArray());
        services.roster().init("olu.owner", "Olu Owner", KeyFiles.readPublicKey(owner.publicKeyPath()));
        SigningKey ownerKey = KeyFiles.unlock(owner.privateKeyPath(), PASSPHRASE.toCharArray());
        try {
            services.roster().add(EDITOR, "Ed Ramos", List.of(Role.EDITOR), KeyFiles.readPublicKey(editor.publicKeyPath()),
                    ownerKey);
        } finally {
            ownerKey.destroy();
        }
        return editor.privateKeyPath();
    }

    /** A key pair that is on no roster. */
    public static Path stranger(Path dir) {
        return KeyFiles.generate("stranger", dir, PASSPHRASE.toCharArray()).privateKeyPath();
    }
}
