"""Tests of the standalone verifier on exports built here from first principles, and on the shared vectors."""

import hashlib
import json
import os
import tempfile
import unittest

import copydesk_verify_export as v

HERE = os.path.dirname(os.path.abspath(__file__))


def shared_vectors():
    d = HERE
    while True:
        candidate = os.path.join(os.path.dirname(d), "shared", "spec", "vectors")
        if os.path.isdir(candidate):
            return candidate
        if os.path.dirname(d) == d:
            raise RuntimeError("../shared/spec/vectors not found beside the checkout")
        d = os.path.dirname(d)


def mth(leaves):
    if not leaves:
        return hashlib.sha256(b"").digest()
    if len(leaves) == 1:
        return leaves[0]
    k = 1
    while k * 2 < len(leaves):
        k *= 2
    return v.node_hash(mth(leaves[:k]), mth(leaves[k:]))


def path(m, leaves):
    if len(leaves) <= 1:
        return []
    k = 1
    while k * 2 < len(leaves):
        k *= 2
    if m < k:
        return path(m, leaves[:k]) + [mth(leaves[k:])]
    return path(m - k, leaves[k:]) + [mth(leaves[:k])]


def canonical(doc):
    return json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()


class Export:
    """A small export: two roster changes (the unsigned first, then a signed one), then three decisions."""

    def __init__(self, directory):
        self.directory = directory
        store = "store-test"
        self.docs = []
        self.roster = []
        leaves = []
        entries = []
        os.mkdir(os.path.join(directory, v.ROSTER_DIR))
        for i, signer in enumerate((None, "olive.owner")):
            change = {"schema": "reviewer-roster-change.v1", "store_id": store, "sequence": i + 1, "signed_by": signer}
            sha = hashlib.sha256(canonical(change)).hexdigest()
            change["change_sha256"] = sha
            data = canonical(change)
            with open(os.path.join(directory, v.ROSTER_DIR, sha + ".json"), "wb") as f:
                f.write(data)
            if signer:
                with open(os.path.join(directory, v.ROSTER_DIR, sha + ".json.sig"), "w") as f:
                    f.write("-----BEGIN SSH SIGNATURE-----\n")
            self.roster.append((sha, data, len(leaves)))
            entries.append({"index": len(leaves), "kind": v.ROSTER_CHANGE, "document_sha256": sha,
                            "leaf_sha256": v.leaf_hash(data).hex()})
            leaves.append(v.leaf_hash(data))
        for i in range(3):
            doc = {"decision": "reject", "rationale": "r%d" % i, "store_id": store}
            sha = hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()
            doc["decision_sha256"] = sha
            data = json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()
            self.docs.append((sha, data, len(leaves)))
            entries.append({"index": len(leaves), "kind": v.DECISION, "document_sha256": sha,
                            "leaf_sha256": v.leaf_hash(data).hex()})
            leaves.append(v.leaf_hash(data))
        self.entries_path = os.path.join(directory, v.ENTRIES_FILE)
        with open(self.entries_path, "w") as f:
            json.dump({"schema": v.ENTRIES_SCHEMA, "store_id": store, "size": len(leaves), "entries": entries}, f)
        root = mth(leaves)
        import base64
        body = "copydesk/%s\n%d\n%s\n" % (store, len(leaves), base64.b64encode(root).decode())
        with open(os.path.join(directory, "checkpoint.json"), "w") as f:
            json.dump({"schema": v.CHECKPOINT_SCHEMA, "store_id": store, "size": len(leaves),
                       "root_sha256": root.hex(), "body": body, "signer": {"reviewer_id": "x", "key_id": "k"},
                       "signed_at": "2026-10-15T09:12:45Z", "signature": "-----BEGIN SSH SIGNATURE-----\n"}, f)
        for sha, data, index in self.docs:
            with open(os.path.join(directory, sha + ".json"), "wb") as f:
                f.write(data)
            with open(os.path.join(directory, sha + ".json.sig"), "w") as f:
                f.write("-----BEGIN SSH SIGNATURE-----\n")
            with open(os.path.join(directory, sha + ".json.proof"), "w") as f:
                json.dump({"schema": v.PROOF_SCHEMA, "store_id": store, "leaf_index": index,
                           "tree_size": len(leaves), "leaf_sha256": leaves[index].hex(),
                           "path": [p.hex() for p in path(index, leaves)]}, f)
        with open(os.path.join(directory, "allowed_signers"), "w") as f:
            f.write("")
        with open(os.path.join(directory, v.ROSTER_DIR, "allowed_signers"), "w") as f:
            f.write("")


class VerifierTest(unittest.TestCase):

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.export = Export(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def test_a_whole_export_verifies(self):
        self.assertEqual([], v.check_export(self.tmp.name))

    def test_a_removed_decision_is_named(self):
        sha = self.export.docs[1][0]
        os.remove(os.path.join(self.tmp.name, sha + ".json"))
        problems = v.check_export(self.tmp.name)
        self.assertEqual(1, len(problems), problems)
        self.assertIn(sha + ".json: missing", problems[0])

    def test_a_whole_decision_removed_is_named_by_its_entry(self):
        sha, _, index = self.export.docs[1]
        for suffix in (".json", ".json.sig", ".json.proof"):
            os.remove(os.path.join(self.tmp.name, sha + suffix))
        problems = v.check_export(self.tmp.name)
        self.assertEqual(["%s: position %d (decision %s): missing: none of %s.json, its .sig and its .proof is in the "
                          "export" % (self.export.entries_path, index, sha, sha)], problems)

    def read_entries(self):
        with open(self.export.entries_path) as f:
            return json.load(f)

    def write_entries(self, doc):
        with open(self.export.entries_path, "w") as f:
            json.dump(doc, f)

    def test_a_reordered_entries_list_is_refused_naming_the_entry(self):
        doc = self.read_entries()
        doc["entries"][2], doc["entries"][3] = doc["entries"][3], doc["entries"][2]
        self.write_entries(doc)
        problems = v.check_export(self.tmp.name)
        self.assertIn("%s: position 2 (decision %s): it says it is at position 3: the list is out of order"
                      % (self.export.entries_path, self.export.docs[1][0]), problems)

    def test_a_reordered_entries_list_renumbered_does_not_recompute_the_root(self):
        doc = self.read_entries()
        doc["entries"][2], doc["entries"][3] = doc["entries"][3], doc["entries"][2]
        for position, e in enumerate(doc["entries"]):
            e["index"] = position
        self.write_entries(doc)
        problems = v.check_export(self.tmp.name)
        self.assertIn("%s: its 5 leaves do not recompute the checkpoint's root: an entry was changed, left out or moved"
                      % self.export.entries_path, problems)

    def test_an_entries_list_with_a_decision_left_out_is_refused(self):
        sha = self.export.docs[2][0]
        doc = self.read_entries()
        doc["entries"] = [e for e in doc["entries"] if e["document_sha256"] != sha]
        doc["size"] = len(doc["entries"])
        self.write_entries(doc)
        problems = v.check_export(self.tmp.name)
        self.assertIn("%s: it lists 4 entries (size 4), not the checkpoint's 5" % self.export.entries_path, problems)

    def test_a_removed_roster_change_is_named_by_its_entry(self):
        sha, _, index = self.export.roster[1]
        os.remove(os.path.join(self.tmp.name, v.ROSTER_DIR, sha + ".json"))
        os.remove(os.path.join(self.tmp.name, v.ROSTER_DIR, sha + ".json.sig"))
        problems = v.check_export(self.tmp.name)
        self.assertEqual(["%s: position %d (roster_change %s): missing: roster/%s.json is not in the export"
                          % (self.export.entries_path, index, sha, sha)], problems)

    def test_a_roster_change_removed_without_its_signature_is_named_by_its_entry_once(self):
        sha, _, index = self.export.roster[1]
        os.remove(os.path.join(self.tmp.name, v.ROSTER_DIR, sha + ".json"))
        problems = v.check_export(self.tmp.name)
        self.assertEqual(["%s: position %d (roster_change %s): missing: roster/%s.json is not in the export"
                          % (self.export.entries_path, index, sha, sha)], problems)

    def test_a_signed_roster_change_without_its_signature_is_named(self):
        sha = self.export.roster[1][0]
        sig = os.path.join(self.tmp.name, v.ROSTER_DIR, sha + ".json.sig")
        os.remove(sig)
        problems = v.check_export(self.tmp.name)
        self.assertEqual(1, len(problems), problems)
        self.assertTrue(problems[0].startswith(sig + ": missing"), problems)

    def test_an_altered_roster_change_is_named_by_its_entry(self):
        sha, data, index = self.export.roster[0]
        path = os.path.join(self.tmp.name, v.ROSTER_DIR, sha + ".json")
        with open(path, "wb") as f:
            f.write(data.replace(b'"sequence":1', b'"sequence":7'))
        problems = v.check_export(self.tmp.name)
        self.assertEqual(["%s: position %d (roster_change %s): its leaf_sha256 is not SHA-256(0x00 || the bytes of %s)"
                          % (self.export.entries_path, index, sha, path)], problems)

    def test_an_export_without_its_entries_list_is_refused(self):
        os.remove(self.export.entries_path)
        problems = v.check_export(self.tmp.name)
        self.assertEqual(1, len(problems), problems)
        self.assertTrue(problems[0].startswith(self.export.entries_path + ": missing"), problems)

    def test_a_decision_the_list_names_as_another_document_is_not_an_entry(self):
        sha = self.export.docs[0][0]
        doc = self.read_entries()
        doc["entries"][2]["document_sha256"] = "ab" * 32
        self.write_entries(doc)
        problems = v.check_export(self.tmp.name)
        self.assertIn(os.path.join(self.tmp.name, sha + ".json") + ": it is not an entry of the log the checkpoint "
                      "signs", problems)

    def test_the_tree_root_is_rfc6962s_on_the_copydesk_log_vectors(self):
        with open(os.path.join(shared_vectors(), "log", "copydesk-log.json")) as f:
            log = json.load(f)
        leaves = [bytes.fromhex(leaf["leaf_sha256"]) for leaf in log["leaves"]]
        for c in log["inclusion"]:
            self.assertEqual(c["root_sha256"], v.tree_root(leaves[:c["tree_size"]]).hex())

    def test_an_entries_list_with_an_extra_entry_is_refused(self):
        with open(self.export.entries_path) as f:
            listed = json.load(f)
        extra = dict(listed["entries"][-1], index=len(listed["entries"]))
        listed["entries"].append(extra)
        with open(self.export.entries_path, "w") as f:
            json.dump(listed, f)
        problems = v.check_export(self.tmp.name)
        self.assertIn(self.export.entries_path + ": it lists 6 entries (size 5), not the checkpoint's 5", problems)

    def test_an_entries_list_with_an_extra_entry_and_its_size_raised_is_refused(self):
        with open(self.export.entries_path) as f:
            listed = json.load(f)
        listed["entries"].append(dict(listed["entries"][-1], index=len(listed["entries"])))
        listed["size"] = len(listed["entries"])
        with open(self.export.entries_path, "w") as f:
            json.dump(listed, f)
        problems = v.check_export(self.tmp.name)
        self.assertIn(self.export.entries_path + ": it lists 6 entries (size 6), not the checkpoint's 5", problems)

    def test_a_file_in_roster_other_than_its_documents_and_allowed_signers_is_named(self):
        stray = os.path.join(self.tmp.name, v.ROSTER_DIR, "notes.txt")
        with open(stray, "w") as f:
            f.write("x")
        self.assertEqual([stray + ": not a file a copydesk export holds"], v.check_export(self.tmp.name))

    def test_an_altered_proof_is_named(self):
        sha = self.export.docs[2][0]
        proof_path = os.path.join(self.tmp.name, sha + ".json.proof")
        with open(proof_path) as f:
            proof = json.load(f)
        proof["path"][0] = "00" * 32
        with open(proof_path, "w") as f:
            json.dump(proof, f)
        problems = v.check_export(self.tmp.name)
        self.assertEqual(1, len(problems), problems)
        self.assertTrue(problems[0].startswith(proof_path + ": its path does not lead"), problems)

    def test_an_altered_decision_is_named_by_its_proof(self):
        sha = self.export.docs[0][0]
        doc_path = os.path.join(self.tmp.name, sha + ".json")
        with open(doc_path, "rb") as f:
            data = f.read()
        with open(doc_path, "wb") as f:
            f.write(data.replace(b"r0", b"r9"))
        problems = v.check_export(self.tmp.name)
        self.assertTrue(any("leaf_sha256 is not SHA-256" in p for p in problems), problems)

    def test_a_proof_moved_to_another_place_is_refused(self):
        sha = self.export.docs[0][0]
        proof_path = os.path.join(self.tmp.name, sha + ".json.proof")
        with open(proof_path) as f:
            proof = json.load(f)
        proof["leaf_index"] = 3
        with open(proof_path, "w") as f:
            json.dump(proof, f)
        self.assertTrue(any(p.startswith(proof_path) for p in v.check_export(self.tmp.name)))

    def test_a_checkpoint_whose_fields_disagree_with_its_body_is_refused(self):
        cp_path = os.path.join(self.tmp.name, "checkpoint.json")
        with open(cp_path) as f:
            cp = json.load(f)
        cp["size"] = 4
        with open(cp_path, "w") as f:
            json.dump(cp, f)
        problems = v.check_export(self.tmp.name)
        self.assertEqual([cp_path + ": its store_id, size or root_sha256 is not what its signed body says"], problems)


class SharedVectorsTest(unittest.TestCase):
    """The RFC 6962 inclusion vectors of C2SP/CCTV and the copydesk log: every valid proof verifies, every invalid one fails."""

    def test_cctv_inclusion_vectors(self):
        import base64
        base = os.path.join(shared_vectors(), "log", "cctv")
        for name, expected in (("inclusion-valid.json", True), ("inclusion-invalid.json", False)):
            with open(os.path.join(base, name)) as f:
                cases = json.load(f)
            for c in cases:
                got = v.verify_inclusion(c["leaf_index"], c["tree_size"], base64.b64decode(c["leaf_hash"]),
                                         [base64.b64decode(p) for p in c["inclusion_path"]],
                                         base64.b64decode(c["root_hash"]))
                self.assertEqual(expected, got, c)

    def test_copydesk_log_inclusion_vectors(self):
        with open(os.path.join(shared_vectors(), "log", "copydesk-log.json")) as f:
            log = json.load(f)
        for leaf in log["leaves"]:
            self.assertEqual(leaf["leaf_sha256"], v.leaf_hash(leaf["canonical"].encode("utf-8")).hex())
        for c in log["inclusion"]:
            self.assertTrue(v.verify_inclusion(c["leaf_index"], c["tree_size"], bytes.fromhex(c["leaf_sha256"]),
                                               [bytes.fromhex(p) for p in c["path"]], bytes.fromhex(c["root_sha256"])))

    def test_the_ssh_keygen_signed_checkpoint_reads_as_a_checkpoint_and_the_forged_one_does_not_verify(self):
        base = os.path.join(shared_vectors(), "log")
        problems = v.Problems()
        good = v.read_checkpoint(os.path.join(base, "checkpoint-signed-by-ssh-keygen.json"), problems)
        self.assertEqual([], problems.lines)
        self.assertTrue(v.ssh_verify(base, "vector.signer", v.LOG_NAMESPACE, good["doc"]["signature"],
                                     good["body"].encode()))
        forged = v.read_checkpoint(os.path.join(base, "checkpoint-forged-root.json"), problems)
        self.assertFalse(v.ssh_verify(base, "vector.signer", v.LOG_NAMESPACE, forged["doc"]["signature"],
                                      forged["body"].encode()))


if __name__ == "__main__":
    unittest.main()
