package org.copydesk.app.desktop.takes;

import java.util.Optional;

/**
 * What the owner's release sheet is asked to sign, prepared off the FX thread against the tree on
 * disk: the digest it names, what the screens said, whether residual AI risk must be accepted,
 * and why it may not be signed at all ({@code refusal}), which disables signing.
 */
public record OwnerAction(String heading, String digest, String screens, boolean screensFailed,
                          boolean asksRiskAcceptance, String signer, Optional<String> refusal, OwnerWork work) {
}
