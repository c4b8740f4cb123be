package org.copydesk.app.desktop.duplicates;

/** Which record of a pair: the left is the pair's first (lower) digest, as the decision subject orders them. */
public enum Side {
    LEFT, RIGHT
}
