package org.copydesk.model.signing;

import java.util.regex.Pattern;

/**
 * SSHSIG namespaces copydesk signs in (FORMATS §4.1, §4.2). Separate namespaces keep a
 * signature made for one kind of document from being replayed as another.
 */
public final class SignatureNamespaces {

    public static final String REVIEW_DECISION = "review-decision@copydesk";
    public static final String REVIEWER_ROSTER = "reviewer-roster@copydesk";

    // allowed_signers treats namespaces as pattern-lists, so '*', '?', '!', ',' and quotes
    // would widen or break a line; only plain names are accepted.
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@+-]{0,127}");

    private SignatureNamespaces() {
    }

    static String requirePlain(String namespace) {
        if (namespace == null || !PLAIN_NAME.matcher(namespace).matches()) {
            throw new IllegalArgumentException("a signature namespace is a plain name such as "
                    + REVIEW_DECISION + ", not '" + namespace + "'");
        }
        return namespace;
    }
}
