package org.copydesk.app.workflow.log;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;

import org.copydesk.model.decision.RosterChange;
import org.copydesk.model.decision.RosterKeys;
import org.copydesk.model.decision.RosterReplay;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.log.MemoryTree;
import org.copydesk.model.log.MerkleHash;
import org.copydesk.model.log.MerkleTrees;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.model.signing.SignerKeys;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.LogNode;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoredCheckpoint;
import org.copydesk.store.StoredDecision;

/**
 * Verifies the decision log from the documents up (FORMATS §4.4, "intact"): every roster change
 * and decision is exactly one leaf, in the order the store recorded them; the stored nodes are the
 * leaves' nodes; and every stored checkpoint's root recomputes, its signature verifies under the
 * roster as replayed up to it, and its last leaf is its signer's own act.
 */
public final class LogAudit {

    /** Checkpoints per task on the workers. */
    private static final int SLICE = 200;

    private final EvidenceStore store;
    private final Executor workers;

    public LogAudit(EvidenceStore store, Executor workers) {
        this.store = store;
        this.workers = workers;
    }

    /** A document of the history as stored, by digest. */
    private record Stored(String kind, byte[] body, long order, Optional<String> signature) {
    }

    public LogReport audit() {
        // The checkpoints are read first, so every leaf they cover is among the leaves read after.
        List<StoredCheckpoint> stored = store.log().checkpoints();
        // Their signatures are most of the work: they start on the workers now, and the rest of
        // the audit runs on this thread meanwhile.
        SignerKeys signers = new SignerKeys();
        CompletableFuture<History> history = new CompletableFuture<>();
        List<CompletableFuture<List<Parsed>>> slices = new ArrayList<>();
        for (int from = 0; from < stored.size(); from += SLICE) {
            List<StoredCheckpoint> slice = stored.subList(from, Math.min(stored.size(), from + SLICE));
            slices.add(CompletableFuture.supplyAsync(() -> slice.stream().map(c -> parsedAndVerified(c, signers))
                    .toList(), workers).thenCombineAsync(history, LogAudit::againstHistory, workers));
        }
        List<String> problems = new ArrayList<>();
        List<Parsed> parsed;
        MemoryTree tree = new MemoryTree();
        List<LogLeaf> leaves;
        Map<String, Stored> documents;
        try {
            leaves = store.log().leaves();
            documents = documents();
            leaves.forEach(leaf -> tree.appendLeafHash(leaf.leafHash()));
            history.complete(new History(leaves, documents, tree));
            checkLeaves(leaves, documents, problems);
            checkNodes(tree, problems);
            parsed = new ArrayList<>(stored.size());
            for (CompletableFuture<List<Parsed>> slice : slices) {
                parsed.addAll(slice.join());
            }
        } catch (RuntimeException e) {
            history.completeExceptionally(e);
            slices.forEach(slice -> slice.cancel(false));
            throw e instanceof CompletionException && e.getCause() instanceof RuntimeException cause ? cause : e;
        }
        List<SignedCheckpoint> checkpoints = checkCheckpoints(stored, parsed, leaves, documents, tree, problems);
        String root = java.util.HexFormat.of().formatHex(MerkleTrees.root(tree, tree.size()));
        Optional<SignedCheckpoint> latest = checkpoints.isEmpty() ? Optional.empty()
                : Optional.of(checkpoints.get(checkpoints.size() - 1));
        return new LogReport(tree.size(), root, latest, problems);
    }

    /** The log's entries and documents as read, and the tree over the entries. */
    private record History(List<LogLeaf> leaves, Map<String, Stored> documents, MemoryTree tree) {
    }

    private Map<String, Stored> documents() {
        Map<String, Stored> documents = new LinkedHashMap<>();
        long order = 0;
        for (SignedDocument change : store.roster().all()) {
            documents.put(changeSha256(change.body(), order + 1), new Stored(LogLeaf.ROSTER_CHANGE, change.body(), order++,
                    change.signature()));
        }
        for (StoredDecision decision : store.decisions().all()) {
            documents.put(decision.decisionSha256(), new Stored(LogLeaf.DECISION, decision.body(),
                    decision.recordedSequence(), Optional.of(decision.signature())));
        }
        return documents;
    }

    private static String changeSha256(byte[] body, long sequence) {
        try {
            return RosterChange.from(Json.parse(body)).changeSha256();
        } catch (MalformedDocumentException e) {
            return "unreadable roster change " + sequence;
        }
    }

    private static void checkLeaves(List<LogLeaf> leaves, Map<String, Stored> documents, List<String> problems) {
        Set<String> seen = new HashSet<>();
        Map<String, Long> lastOrder = new HashMap<>();
        for (int i = 0; i < leaves.size(); i++) {
            LogLeaf leaf = leaves.get(i);
            String entry = "entry " + (i + 1);
            if (leaf.index() != i) {
                problems.add("entry " + (i + 1) + " is missing from the log: the entry after entry " + i
                        + " has position " + (leaf.index() + 1));
            }
            if (!seen.add(leaf.documentSha256())) {
                problems.add(entry + " repeats " + label(leaf.kind(), leaf.documentSha256()) + ", already in the log");
                continue;
            }
            Stored document = documents.get(leaf.documentSha256());
            if (document == null || !document.kind().equals(leaf.kind())) {
                problems.add(entry + " (" + label(leaf.kind(), leaf.documentSha256())
                        + ") is no longer in the store: it was deleted");
                continue;
            }
            if (!Arrays.equals(leaf.leafHash(), MerkleHash.leaf(document.body()))) {
                problems.add(entry + " does not match the stored bytes of " + label(leaf.kind(), leaf.documentSha256()));
            }
            Long before = lastOrder.put(leaf.kind(), document.order());
            if (before != null && before > document.order()) {
                problems.add(entry + " (" + label(leaf.kind(), leaf.documentSha256())
                        + ") is out of the order the store recorded it in: entries were reordered");
            }
        }
        documents.forEach((sha, document) -> {
            if (!seen.contains(sha)) {
                problems.add(label(document.kind(), sha) + " is in the store but not in the decision log");
            }
        });
    }

    private void checkNodes(MemoryTree tree, List<String> problems) {
        int wrong = 0;
        long stored = 0;
        for (LogNode node : store.log().storedNodes()) {
            stored++;
            if (node.level() < 1 || node.level() >= tree.height() || node.index() >= tree.nodesAt(node.level())
                    || !Arrays.equals(node.hash(), tree.node(node.level(), node.index()))) {
                wrong++;
            }
        }
        long expected = 0;
        for (int level = 1; level < tree.height(); level++) {
            expected += tree.nodesAt(level);
        }
        if (wrong > 0 || stored != expected) {
            problems.add("the log's stored tree nodes do not match its entries (" + wrong + " differ, " + stored
                    + " stored of " + expected + "): proofs from them would be wrong");
        }
    }

    private List<SignedCheckpoint> checkCheckpoints(List<StoredCheckpoint> stored, List<Parsed> verified,
                                                    List<LogLeaf> leaves, Map<String, Stored> documents,
                                                    MemoryTree tree, List<String> problems) {
        RosterPrefixes roster = new RosterPrefixes(store.storeId(), leaves, documents);
        List<SignedCheckpoint> readable = new ArrayList<>();
        int rewritten = 0;
        String firstRewritten = null;
        for (int i = 0; i < stored.size(); i++) {
            Optional<SignedCheckpoint> parsed = verified.get(i).checkpoint();
            if (parsed.isEmpty()) {
                problems.add("checkpoint " + stored.get(i).sequence() + " is unreadable");
                continue;
            }
            SignedCheckpoint checkpoint = parsed.get();
            readable.add(checkpoint);
            String who = "checkpoint signed by " + checkpoint.signerId() + " at " + checkpoint.signedAt();
            long size = checkpoint.checkpoint().size();
            if (!checkpoint.checkpoint().storeId().equals(store.storeId())) {
                problems.add(who + " is for another store, " + checkpoint.checkpoint().storeId());
                continue;
            }
            if (size > tree.size()) {
                problems.add("the history was cut short: " + who + " covers " + size + " entries but the log holds "
                        + tree.size());
                continue;
            }
            if (!verified.get(i).rootMatches()) {
                rewritten++;
                if (firstRewritten == null) {
                    firstRewritten = "the history was changed at or before entry " + size + ": " + who
                            + " no longer matches";
                }
                continue;
            }
            if (!verified.get(i).signatureVerifies()) {
                problems.add(who + " (entries 1-" + size + "): its signature does not verify");
                continue;
            }
            Optional<LeafActs> acts = verified.get(i).lastAct();
            if (acts.isEmpty() && !documents.containsKey(leaves.get((int) size - 1).documentSha256())) {
                // The deletion itself is reported with the entry; this says which signature vouched for it.
                problems.add(who + " vouched for entry " + size + ", which is no longer in the store");
                continue;
            }
            if (acts.isEmpty() || !acts.get().signerKeyId().equals(checkpoint.signerKeyId())) {
                problems.add(who + ": entry " + size + " is not its signer's own act");
                continue;
            }
            if (!acts.get().signedAt().equals(checkpoint.signedAt())) {
                problems.add(who + ": its time is not the signed time of entry " + size + ", " + acts.get().signedAt());
            }
            if (roster.keysUpTo(size).activeAt(checkpoint.signerId(), checkpoint.signerKeyId(), acts.get().signedAt()).isEmpty()) {
                problems.add(who + ": the key " + checkpoint.signerKeyId() + " was not " + checkpoint.signerId()
                        + "'s active key on the roster as it stood then");
            }
        }
        if (firstRewritten != null) {
            problems.add(0, firstRewritten + (rewritten > 1 ? " (nor do " + (rewritten - 1) + " later checkpoints)" : ""));
        }
        return readable;
    }

    private static Optional<SignedCheckpoint> parse(StoredCheckpoint stored) {
        try {
            return Optional.of(SignedCheckpoint.from(Json.parse(stored.document())));
        } catch (MalformedDocumentException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * A stored checkpoint read once; whether its signature verifies; whether its root is the root
     * of the log's first {@code size} entries; and who signed its last entry, and when.
     */
    private record Parsed(Optional<SignedCheckpoint> checkpoint, boolean signatureVerifies, boolean rootMatches,
                          Optional<LeafActs> lastAct) {
    }

    private static Parsed parsedAndVerified(StoredCheckpoint stored, SignerKeys signers) {
        Optional<SignedCheckpoint> parsed = parse(stored);
        return new Parsed(parsed, parsed.map(c -> c.signatureVerifies(signers)).orElse(false), false, Optional.empty());
    }

    private static List<Parsed> againstHistory(List<Parsed> slice, History history) {
        List<Parsed> out = new ArrayList<>(slice.size());
        for (Parsed parsed : slice) {
            long size = parsed.checkpoint().map(c -> c.checkpoint().size()).orElse(0L);
            if (size == 0 || size > history.tree().size()) {
                out.add(parsed);
                continue;
            }
            boolean rootMatches = Arrays.equals(parsed.checkpoint().get().checkpoint().root(),
                    MerkleTrees.root(history.tree(), size));
            LogLeaf last = history.leaves().get((int) size - 1);
            Stored act = history.documents().get(last.documentSha256());
            Optional<LeafActs> acts = act == null ? Optional.empty() : LeafActs.of(last.kind(), act.body());
            out.add(new Parsed(parsed.checkpoint(), parsed.signatureVerifies(), rootMatches, acts));
        }
        return out;
    }

    private static String label(String kind, String sha256) {
        String shortSha = sha256.length() > 12 ? sha256.substring(0, 12) : sha256;
        return (kind.equals(LogLeaf.DECISION) ? "decision " : "roster change ") + shortSha;
    }

    /** The roster replayed from the roster changes among a log's first entries, once per distinct prefix. */
    private static final class RosterPrefixes {

        private final String storeId;
        private final List<RosterReplay.Signed> changes = new ArrayList<>();
        /** How many roster changes lie among the first {@code i} entries. */
        private final int[] countBefore;
        private final Map<Integer, RosterState> byCount = new HashMap<>();
        private final Map<Integer, RosterKeys> keysByCount = new HashMap<>();

        RosterPrefixes(String storeId, List<LogLeaf> leaves, Map<String, Stored> documents) {
            this.storeId = storeId;
            this.countBefore = new int[leaves.size() + 1];
            for (int i = 0; i < leaves.size(); i++) {
                LogLeaf leaf = leaves.get(i);
                Stored document = documents.get(leaf.documentSha256());
                if (leaf.kind().equals(LogLeaf.ROSTER_CHANGE) && document != null) {
                    changes.add(new RosterReplay.Signed(document.body(), document.signature()));
                }
                countBefore[i + 1] = changes.size();
            }
        }

        RosterState upTo(long size) {
            int count = countBefore[(int) size];
            return byCount.computeIfAbsent(count, n -> RosterReplay.replay(storeId, changes.subList(0, n)));
        }

        /** The roster's keys as they stood after the first {@code size} entries, each parsed once per roster state. */
        RosterKeys keysUpTo(long size) {
            return keysByCount.computeIfAbsent(countBefore[(int) size], n -> upTo(size).keys());
        }
    }
}
