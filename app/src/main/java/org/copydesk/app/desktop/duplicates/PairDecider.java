package org.copydesk.app.desktop.duplicates;

import java.util.List;

/**
 * Signs a decision on a pair: asks the reviewer why, signs with the unlocked key, and calls
 * {@code decided} once the decision is stored. Small on purpose, so that the shared decision
 * sheet can take its place.
 */
@FunctionalInterface
public interface PairDecider {

    void decide(List<String> pair, String decision, Runnable decided);
}
