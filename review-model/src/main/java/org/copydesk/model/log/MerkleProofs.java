package org.copydesk.model.log;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;

/** Checking proofs without the tree, as RFC 9162 §2.1.3.2 and §2.1.4.2 do it. */
public final class MerkleProofs {

    private MerkleProofs() {
    }

    /** Whether {@code path} proves the leaf at {@code index} is in the tree of {@code size} with {@code root}. */
    public static boolean verifyInclusion(long index, long size, byte[] leafHash, List<byte[]> path, byte[] root) {
        if (index < 0 || index >= size) {
            return false;
        }
        long fn = index;
        long sn = size - 1;
        byte[] r = leafHash;
        for (byte[] p : path) {
            if (sn == 0) {
                return false;
            }
            if ((fn & 1) == 1 || fn == sn) {
                r = MerkleHash.node(p, r);
                while ((fn & 1) == 0 && fn != 0) {
                    fn >>= 1;
                    sn >>= 1;
                }
            } else {
                r = MerkleHash.node(r, p);
            }
            fn >>= 1;
            sn >>= 1;
        }
        return sn == 0 && MessageDigest.isEqual(r, root);
    }

    /** Whether {@code proof} shows the tree of {@code oldSize} and {@code oldRoot} is a prefix of the newer one. */
    public static boolean verifyConsistency(long oldSize, long newSize, byte[] oldRoot, byte[] newRoot,
                                            List<byte[]> proof) {
        if (oldSize < 0 || newSize < oldSize) {
            return false;
        }
        if (oldSize == newSize) {
            return proof.isEmpty() && MessageDigest.isEqual(oldRoot, newRoot);
        }
        if (oldSize == 0) {
            return proof.isEmpty() && MessageDigest.isEqual(oldRoot, MerkleHash.empty());
        }
        if (proof.isEmpty()) {
            return false;
        }
        List<byte[]> path = new ArrayList<>(proof.size() + 1);
        if (Long.bitCount(oldSize) == 1) {
            path.add(oldRoot);
        }
        path.addAll(proof);
        long fn = oldSize - 1;
        long sn = newSize - 1;
        while ((fn & 1) == 1) {
            fn >>= 1;
            sn >>= 1;
        }
        byte[] fr = path.get(0);
        byte[] sr = path.get(0);
        for (byte[] c : path.subList(1, path.size())) {
            if (sn == 0) {
                return false;
            }
            if ((fn & 1) == 1 || fn == sn) {
                fr = MerkleHash.node(c, fr);
                sr = MerkleHash.node(c, sr);
                while ((fn & 1) == 0 && fn != 0) {
                    fn >>= 1;
                    sn >>= 1;
                }
            } else {
                sr = MerkleHash.node(sr, c);
            }
            fn >>= 1;
            sn >>= 1;
        }
        return sn == 0 && MessageDigest.isEqual(fr, oldRoot) && MessageDigest.isEqual(sr, newRoot);
    }
}
