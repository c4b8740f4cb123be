package org.copydesk.app.desktop.takes;

import org.copydesk.app.desktop.sign.UnlockedKey;

/** Prepares an {@link OwnerAction} for the unlocked key; reads the store and the tree, so it runs in the background. */
@FunctionalInterface
public interface OwnerActionSource {

    OwnerAction prepare(UnlockedKey key);
}
