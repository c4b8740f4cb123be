package org.copydesk.app.desktop.sign;

import java.nio.file.Path;

import org.copydesk.app.workflow.keys.PrivateKeyFiles;
import org.copydesk.model.signing.SigningKey;

/** Private key files on disk, OpenSSH's or copydesk's, as {@link PrivateKeyFiles} reads them. */
public class FileKeyUnlocker implements KeyUnlocker {

    @Override
    public boolean needsPassphrase(Path keyFile) {
        return PrivateKeyFiles.needsPassphrase(keyFile);
    }

    @Override
    public SigningKey unlock(Path keyFile, char[] passphrase) {
        // The reader clears what it is given; the caller clears its own array.
        return PrivateKeyFiles.unlock(keyFile, passphrase::clone);
    }
}
