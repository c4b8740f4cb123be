package org.copydesk.app.desktop.duplicates;

import java.util.List;

/**
 * Signs a decision on a pair: asks the reviewer why, signs with the unlocked key, and calls
 * {@code decided} once the decision is stored. Small on purpose: the window uses the shared decision
 * sheet ({@link SheetPairDecider}), a test a stand-in.
 */
@FunctionalInterface
public interface PairDecider {

    void decide(List<String> pair, String decision, Runnable decided);
}
