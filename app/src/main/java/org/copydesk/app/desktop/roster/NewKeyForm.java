package org.copydesk.app.desktop.roster;

import java.nio.file.Path;

/**
 * What the new-key form returns. The caller owns {@code passphrase} and clears it after use.
 * {@code pinAsFirstOwner} is offered only while the store's roster is empty.
 */
public record NewKeyForm(String reviewerId, String displayName, Path folder, char[] passphrase,
                         boolean pinAsFirstOwner) {
}
