package org.copydesk.app.desktop.common;

/** Where the key that signs comes from: a private key file on disk, or the user's ssh-agent. */
public enum SigningSource {
    KEY_FILE,
    AGENT
}
