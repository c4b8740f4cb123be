package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/** Digest and identity checks, run on every shadow run (CHECKS.md, Integrity). */
public final class IntegrityChecks {

    private static final String NOT_CORRECT =
            "that the content is accurate, authoritative or what the source published";

    private IntegrityChecks() {
    }

    public static List<Check<ShadowRun>> all() {
        return List.of(
                new Check<>("integrity.record_hash",
                        "the run's record_sha256 recomputes from its content: nothing was changed after it was written",
                        "who wrote the record, or " + NOT_CORRECT, IntegrityChecks::recordHash),
                new Check<>("integrity.block_hash",
                        "every block's text hashes to its stated sha256",
                        NOT_CORRECT, IntegrityChecks::blockHash),
                new Check<>("integrity.normalized_hash",
                        "each snapshot's normalized_sha256 is the digest of its block texts joined with a blank line",
                        NOT_CORRECT, IntegrityChecks::normalizedHash),
                new Check<>("integrity.document_hash",
                        "each snapshot's document_sha256 recomputes from its type, normalized digest and block digests",
                        "that two snapshots with one document digest came from the same place", IntegrityChecks::documentHash),
                new Check<>("integrity.snapshot_hash",
                        "each snapshot's snapshot_sha256 recomputes from its content",
                        NOT_CORRECT, IntegrityChecks::snapshotHash),
                new Check<>("integrity.raw_bytes",
                        "raw bytes held in this store for a snapshot hash to its raw_sha256",
                        "that the blocks are a faithful extraction of those bytes", IntegrityChecks::rawBytes),
                new Check<>("integrity.unique_block_ids",
                        "block ids are unique within each snapshot, so every citation points at one block",
                        "that citations point at the right block", IntegrityChecks::uniqueBlockIds));
    }

    private static Outcome recordHash(ShadowRun run, CheckContext context) {
        String computed = Digests.record(run.json());
        return computed.equals(run.recordSha256())
                ? Outcome.passed("record_sha256 recomputes to " + computed)
                : Outcome.failed("record_sha256 states " + run.recordSha256() + " but the content hashes to " + computed);
    }

    private static Outcome blockHash(ShadowRun run, CheckContext context) {
        if (run.sources().isEmpty()) {
            return Outcome.notApplicable("the run has no snapshots");
        }
        List<String> problems = new ArrayList<>();
        int blocks = 0;
        for (SourceSnapshot snapshot : run.sources()) {
            for (Block block : snapshot.blocks()) {
                blocks++;
                String computed = Digests.block(block.text());
                if (!computed.equals(block.sha256())) {
                    problems.add(snapshot.sourceId() + "/" + block.blockId() + " sha256 states " + block.sha256()
                            + " but its text hashes to " + computed);
                }
            }
        }
        return Outcome.of(problems, blocks + " block digests recompute");
    }

    private static Outcome normalizedHash(ShadowRun run, CheckContext context) {
        if (run.sources().isEmpty()) {
            return Outcome.notApplicable("the run has no snapshots");
        }
        List<String> problems = new ArrayList<>();
        int judged = 0;
        for (SourceSnapshot snapshot : run.sources()) {
            if (snapshot.isUnextracted()) {
                continue;
            }
            judged++;
            List<String> texts = snapshot.blocks().stream().map(Block::text).toList();
            Optional<String> stated = snapshot.normalizedSha256();
            String computed = Digests.normalized(texts);
            if (stated.isEmpty()) {
                // FORMATS §2: only an unextracted PDF may state null.
                problems.add(snapshot.sourceId() + " normalized_sha256 is null but it is no unextracted PDF (its "
                        + texts.size() + " block texts hash to " + computed + ")");
            } else if (!computed.equals(stated.get())) {
                problems.add(snapshot.sourceId() + " normalized_sha256 states " + stated.get()
                        + " but its block texts hash to " + computed);
            }
        }
        if (judged == 0) {
            return Outcome.notApplicable("the run's snapshots are unextracted PDFs, with no text to digest");
        }
        return Outcome.of(problems, judged + " normalized digests recompute");
    }

    private static Outcome documentHash(ShadowRun run, CheckContext context) {
        if (run.sources().isEmpty()) {
            return Outcome.notApplicable("the run has no snapshots");
        }
        List<String> problems = new ArrayList<>();
        for (SourceSnapshot snapshot : run.sources()) {
            String computed = Digests.document(snapshot.mimeType(), snapshot.normalizedSha256(), snapshot.blocks());
            if (!computed.equals(snapshot.documentSha256())) {
                problems.add(snapshot.sourceId() + " document_sha256 states " + snapshot.documentSha256()
                        + " but recomputes to " + computed);
            }
        }
        return Outcome.of(problems, run.sources().size() + " document digests recompute");
    }

    private static Outcome snapshotHash(ShadowRun run, CheckContext context) {
        if (run.sources().isEmpty()) {
            return Outcome.notApplicable("the run has no snapshots");
        }
        List<String> problems = new ArrayList<>();
        for (SourceSnapshot snapshot : run.sources()) {
            String computed = Digests.snapshot(snapshot.json());
            if (!computed.equals(snapshot.snapshotSha256())) {
                problems.add(snapshot.sourceId() + " snapshot_sha256 states " + snapshot.snapshotSha256()
                        + " but recomputes to " + computed);
            }
        }
        return Outcome.of(problems, run.sources().size() + " snapshot digests recompute");
    }

    private static Outcome rawBytes(ShadowRun run, CheckContext context) {
        List<String> problems = new ArrayList<>();
        int compared = 0;
        for (SourceSnapshot snapshot : run.sources()) {
            if (snapshot.rawSha256().isEmpty()) {
                continue;
            }
            String stated = snapshot.rawSha256().get();
            if (!Sha256.isHex(stated)) {
                // No bytes could be filed under it: the digest itself is what fails.
                compared++;
                problems.add(snapshot.sourceId() + " raw_sha256 \"" + stated + "\" is not a SHA-256 digest");
                continue;
            }
            Optional<byte[]> bytes = context.rawBytes(stated);
            if (bytes.isEmpty()) {
                continue;
            }
            compared++;
            String computed = Sha256.hex(bytes.get());
            if (!computed.equals(stated)) {
                problems.add(snapshot.sourceId() + " raw bytes in the store hash to " + computed
                        + ", not raw_sha256 " + stated);
            }
        }
        if (compared == 0) {
            return Outcome.notApplicable("no raw bytes for this run's snapshots are in the store");
        }
        return Outcome.of(problems, compared + " raw byte files hash to their raw_sha256");
    }

    private static Outcome uniqueBlockIds(ShadowRun run, CheckContext context) {
        if (run.sources().isEmpty()) {
            return Outcome.notApplicable("the run has no snapshots");
        }
        List<String> problems = new ArrayList<>();
        for (SourceSnapshot snapshot : run.sources()) {
            Set<String> seen = new HashSet<>();
            Set<String> reported = new HashSet<>();
            for (Block block : snapshot.blocks()) {
                if (!seen.add(block.blockId()) && reported.add(block.blockId())) {
                    problems.add(snapshot.sourceId() + " has more than one block " + block.blockId());
                }
            }
        }
        return Outcome.of(problems, "block ids are unique in each of " + run.sources().size() + " snapshots");
    }
}
