package org.copydesk.model.log;

import java.util.ArrayList;
import java.util.List;

/**
 * RFC 6962 §2.1 over a {@link NodeSource}: the root at any size (MTH), inclusion paths
 * (PATH) and consistency proofs (PROOF), each assembled from complete subtrees.
 */
public final class MerkleTrees {

    private MerkleTrees() {
    }

    /** MTH of the first {@code size} leaves. */
    public static byte[] root(NodeSource source, long size) {
        requireWithin(source, size);
        return size == 0 ? MerkleHash.empty() : subtree(source, 0, size);
    }

    /** PATH(index, D[size]): the sibling hashes from the leaf up to the root. */
    public static List<byte[]> inclusion(NodeSource source, long index, long size) {
        requireWithin(source, size);
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException("leaf " + index + " is not inside a log of " + size);
        }
        List<byte[]> path = new ArrayList<>();
        inclusion(source, index, 0, size, path);
        return path;
    }

    /** PROOF(oldSize, D[newSize]); empty when either size is 0 or they are equal. */
    public static List<byte[]> consistency(NodeSource source, long oldSize, long newSize) {
        requireWithin(source, newSize);
        if (oldSize < 0 || oldSize > newSize) {
            throw new IllegalArgumentException("size " + oldSize + " is not a prefix of size " + newSize);
        }
        List<byte[]> proof = new ArrayList<>();
        if (oldSize > 0 && oldSize < newSize) {
            subproof(source, oldSize, 0, newSize, true, proof);
        }
        return proof;
    }

    private static void inclusion(NodeSource source, long index, long start, long end, List<byte[]> path) {
        if (end - start == 1) {
            return;
        }
        long k = splitOf(end - start);
        if (index < start + k) {
            inclusion(source, index, start, start + k, path);
            path.add(subtree(source, start + k, end));
        } else {
            inclusion(source, index, start + k, end, path);
            path.add(subtree(source, start, start + k));
        }
    }

    private static void subproof(NodeSource source, long m, long start, long end, boolean whole, List<byte[]> proof) {
        long n = end - start;
        if (m == n) {
            if (!whole) {
                proof.add(subtree(source, start, end));
            }
            return;
        }
        long k = splitOf(n);
        if (m <= k) {
            subproof(source, m, start, start + k, whole, proof);
            proof.add(subtree(source, start + k, end));
        } else {
            subproof(source, m - k, start + k, end, false, proof);
            proof.add(subtree(source, start, start + k));
        }
    }

    /** MTH(D[start:end]); every range the recursion asks for starts on a multiple of its own split. */
    static byte[] subtree(NodeSource source, long start, long end) {
        long n = end - start;
        if (Long.bitCount(n) == 1 && start % n == 0) {
            return source.node(Long.numberOfTrailingZeros(n), start / n);
        }
        long k = splitOf(n);
        return MerkleHash.node(subtree(source, start, start + k), subtree(source, start + k, end));
    }

    /** The largest power of two smaller than {@code n} (n ≥ 2). */
    static long splitOf(long n) {
        return Long.highestOneBit(n - 1);
    }

    private static void requireWithin(NodeSource source, long size) {
        if (size < 0 || size > source.size()) {
            throw new IllegalArgumentException("size " + size + " is beyond the log's " + source.size() + " leaves");
        }
    }
}
