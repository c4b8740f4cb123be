package org.copydesk.model.log;

import java.util.ArrayList;
import java.util.List;

/** Every complete subtree of a log held in memory, grown one leaf at a time. */
public final class MemoryTree implements NodeSource {

    private final List<List<byte[]>> levels = new ArrayList<>();

    public static MemoryTree ofLeafHashes(List<byte[]> leafHashes) {
        MemoryTree tree = new MemoryTree();
        leafHashes.forEach(tree::appendLeafHash);
        return tree;
    }

    /** Appends a leaf by its hash and completes the subtrees it closes. */
    public void appendLeafHash(byte[] leafHash) {
        byte[] hash = leafHash;
        for (int level = 0; ; level++) {
            if (levels.size() == level) {
                levels.add(new ArrayList<>());
            }
            List<byte[]> nodes = levels.get(level);
            nodes.add(hash);
            if (nodes.size() % 2 == 1) {
                return;
            }
            hash = MerkleHash.node(nodes.get(nodes.size() - 2), hash);
        }
    }

    @Override
    public long size() {
        return levels.isEmpty() ? 0 : levels.get(0).size();
    }

    @Override
    public byte[] node(int level, long index) {
        return levels.get(level).get(Math.toIntExact(index));
    }

    /** How many complete subtrees the tree holds at {@code level}. */
    public int nodesAt(int level) {
        return level < levels.size() ? levels.get(level).size() : 0;
    }

    public int height() {
        return levels.size();
    }
}
