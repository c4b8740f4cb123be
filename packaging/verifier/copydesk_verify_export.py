#!/usr/bin/env python3
"""Check a copydesk export without copydesk (Python 3 standard library only).

    python3 copydesk_verify_export.py EXPORT_DIR [--ssh-keygen]

An export holds, per decision, <sha>.json (the exact signed canonical bytes), <sha>.json.sig
(an armored SSHSIG) and <sha>.json.proof (its RFC 6962 inclusion proof), plus allowed_signers,
checkpoint.json (the latest signed checkpoint of the store's decision log),
decision-log-entries.json (every entry of the log up to that checkpoint: position, kind, the
document's digest and its leaf hash) and, per roster change, roster/<sha>.json (its exact
canonical bytes) with roster/<sha>.json.sig when it is signed, and roster/allowed_signers (the
owners' keys in the roster's namespace).

This checks that checkpoint.json is a well-formed copydesk checkpoint whose note body states
its own size and root; that the entries list has exactly the checkpoint's size entries, in
position order, whose leaves recompute the checkpoint's root; that every listed entry's
document is in the export (a decision with its signature and proof, a roster change with its
signature unless it is the unsigned first one) and hashes to the listed leaf; that every
decision and roster file is named by its own digest, belongs to the checkpoint's store and is
exactly one listed entry; that every proof is for that decision's bytes (SHA-256(0x00 ||
bytes)), at its entry's position, and leads to the checkpoint's root (RFC 9162 section
2.1.3.2). With --ssh-keygen it also runs stock `ssh-keygen -Y verify` on the checkpoint's and
every decision's and every signed roster change's signature. Exit 0 when all hold; 1 with one line per problem, each naming its
file or entry; 2 when the directory is unusable.
"""

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

CHECKPOINT_SCHEMA = "decision-log-checkpoint.v1"
PROOF_SCHEMA = "decision-log-proof.v1"
ENTRIES_SCHEMA = "decision-log-entries.v1"
ENTRIES_FILE = "decision-log-entries.json"
ROSTER_DIR = "roster"
DECISION = "decision"
ROSTER_CHANGE = "roster_change"
LOG_NAMESPACE = "decision-log@copydesk"
DECISION_NAMESPACE = "review-decision@copydesk"
ROSTER_NAMESPACE = "reviewer-roster@copydesk"
HEX64 = re.compile(r"^[0-9a-f]{64}$")


def leaf_hash(data):
    return hashlib.sha256(b"\x00" + data).digest()


def node_hash(left, right):
    return hashlib.sha256(b"\x01" + left + right).digest()


def tree_root(leaves):
    """RFC 6962 section 2.1: MTH over the leaf hashes (the empty tree's root is SHA-256 of no bytes)."""
    if not leaves:
        return hashlib.sha256(b"").digest()
    if len(leaves) == 1:
        return leaves[0]
    k = 1
    while k * 2 < len(leaves):
        k *= 2
    return node_hash(tree_root(leaves[:k]), tree_root(leaves[k:]))


def verify_inclusion(index, size, leaf, path, root):
    """RFC 9162 section 2.1.3.2."""
    if index < 0 or index >= size:
        return False
    fn, sn, r = index, size - 1, leaf
    for p in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            r = node_hash(p, r)
            while not fn & 1 and fn != 0:
                fn >>= 1
                sn >>= 1
        else:
            r = node_hash(r, p)
        fn >>= 1
        sn >>= 1
    return sn == 0 and r == root


class Problems:
    def __init__(self):
        self.lines = []

    def add(self, path, reason):
        self.lines.append("%s: %s" % (path, reason))


def read_json(path):
    with open(path, "rb") as f:
        return json.loads(f.read().decode("utf-8"))


def read_checkpoint(path, problems):
    try:
        cp = read_json(path)
    except (OSError, ValueError) as e:
        problems.add(path, "unreadable checkpoint (%s)" % e)
        return None
    if not isinstance(cp, dict) or cp.get("schema") != CHECKPOINT_SCHEMA:
        problems.add(path, "not a %s document" % CHECKPOINT_SCHEMA)
        return None
    body = cp.get("body")
    lines = body.split("\n") if isinstance(body, str) else []
    if len(lines) != 4 or lines[3] != "" or not lines[0].startswith("copydesk/") \
            or not re.match(r"^(0|[1-9][0-9]*)$", lines[1]):
        problems.add(path, "its body is not a copydesk checkpoint note")
        return None
    try:
        root = base64.b64decode(lines[2], validate=True)
    except ValueError:
        root = b""
    if len(root) != 32 or base64.b64encode(root).decode("ascii") != lines[2]:
        problems.add(path, "its body's root is not 32 bytes of standard base64")
        return None
    size = int(lines[1])
    store_id = lines[0][len("copydesk/"):]
    if cp.get("store_id") != store_id or cp.get("size") != size or cp.get("root_sha256") != root.hex():
        problems.add(path, "its store_id, size or root_sha256 is not what its signed body says")
        return None
    return {"store_id": store_id, "size": size, "root": root, "body": body, "doc": cp}


def check_export(directory, use_ssh_keygen=False):
    problems = Problems()
    if not os.path.isdir(directory):
        raise NotADirectoryError(directory)
    checkpoint_path = os.path.join(directory, "checkpoint.json")
    if not os.path.isfile(checkpoint_path):
        problems.add(checkpoint_path, "missing: the export carries no checkpoint")
        return problems.lines
    checkpoint = read_checkpoint(checkpoint_path, problems)
    if checkpoint is None:
        return problems.lines
    names = sorted(os.listdir(directory))
    digests = set()
    for name in names:
        m = re.match(r"^([0-9a-f]{64})\.json(\.sig|\.proof)?$", name)
        if m:
            digests.add(m.group(1))
        elif name not in ("checkpoint.json", "allowed_signers", ENTRIES_FILE, ROSTER_DIR):
            problems.add(os.path.join(directory, name), "not a file a copydesk export holds")
    roster = roster_digests(directory, problems)
    entries = read_entries(directory, checkpoint, problems)
    # {(kind, digest): [positions]} of the listed entries; None when the list itself is unusable.
    positions = None if entries is None else check_entries(directory, entries, digests, problems)
    places = {}
    for sha in sorted(digests):
        check_decision(directory, sha, checkpoint, places, problems, positions)
    for sha in sorted(roster):
        check_roster_change(directory, sha, checkpoint, positions, problems)
    if use_ssh_keygen:
        check_signatures(directory, checkpoint, sorted(digests), problems)
        check_roster_signatures(directory, sorted(roster), problems)
    return problems.lines


def roster_digests(directory, problems):
    """The digests of roster/<sha>.json[.sig]; anything else in roster/ is a problem."""
    roster_dir = os.path.join(directory, ROSTER_DIR)
    if not os.path.isdir(roster_dir):
        return set()
    digests = set()
    for name in sorted(os.listdir(roster_dir)):
        m = re.match(r"^([0-9a-f]{64})\.json(\.sig)?$", name)
        if m:
            digests.add(m.group(1))
        elif name != "allowed_signers":
            problems.add(os.path.join(roster_dir, name), "not a file a copydesk export holds")
    return digests


def read_entries(directory, checkpoint, problems):
    """The entries list as [(kind, sha, leaf bytes)] in position order, or None when it cannot be used."""
    path = os.path.join(directory, ENTRIES_FILE)
    if not os.path.isfile(path):
        problems.add(path, "missing: the export does not list the log's entries, so nothing shows that none "
                           "was left out")
        return None
    try:
        doc = read_json(path)
        if not isinstance(doc, dict) or doc.get("schema") != ENTRIES_SCHEMA or not isinstance(doc.get("entries"), list):
            raise ValueError("not a %s document" % ENTRIES_SCHEMA)
    except (OSError, ValueError) as e:
        problems.add(path, "unreadable entries list (%s)" % e)
        return None
    if doc.get("store_id") != checkpoint["store_id"]:
        problems.add(path, "it lists the log of store %s, not the checkpoint's %s"
                     % (doc.get("store_id"), checkpoint["store_id"]))
        return None
    listed = doc["entries"]
    if doc.get("size") != checkpoint["size"] or len(listed) != checkpoint["size"]:
        problems.add(path, "it lists %d entries (size %s), not the checkpoint's %d"
                     % (len(listed), doc.get("size"), checkpoint["size"]))
        return None
    entries = []
    usable = True
    for position, e in enumerate(listed):
        if not isinstance(e, dict) or e.get("kind") not in (DECISION, ROSTER_CHANGE) \
                or not isinstance(e.get("document_sha256"), str) or not HEX64.match(e["document_sha256"]) \
                or not isinstance(e.get("leaf_sha256"), str) or not HEX64.match(e["leaf_sha256"]):
            problems.add(path, "entry at position %d is not a kind, document_sha256 and leaf_sha256" % position)
            usable = False
            continue
        if e.get("index") != position:
            problems.add(path, "position %d (%s %s): it says it is at position %s: the list is out of order"
                         % (position, e["kind"], e["document_sha256"], e.get("index")))
            usable = False
        entries.append((e["kind"], e["document_sha256"], bytes.fromhex(e["leaf_sha256"])))
    if not usable:
        return None
    if tree_root([leaf for _, _, leaf in entries]) != checkpoint["root"]:
        problems.add(path, "its %d leaves do not recompute the checkpoint's root: an entry was changed, left out "
                           "or moved" % len(entries))
        return None
    return entries


def check_entries(directory, entries, decisions, problems):
    """Every listed entry's document is in the export and hashes to its leaf; returns {(kind, sha): [positions]}."""
    path = os.path.join(directory, ENTRIES_FILE)
    positions = {}
    for position, (kind, sha, leaf) in enumerate(entries):
        positions.setdefault((kind, sha), []).append(position)
        name = "%s: position %d (%s %s)" % (path, position, kind, sha)
        if kind == DECISION:
            doc_path = os.path.join(directory, sha + ".json")
            if sha not in decisions:
                problems.lines.append("%s: missing: none of %s.json, its .sig and its .proof is in the export"
                                      % (name, sha))
                continue
        else:
            doc_path = os.path.join(directory, ROSTER_DIR, sha + ".json")
            if not os.path.isfile(doc_path):
                problems.lines.append("%s: missing: %s/%s.json is not in the export" % (name, ROSTER_DIR, sha))
                continue
        if os.path.isfile(doc_path):
            with open(doc_path, "rb") as f:
                if leaf_hash(f.read()) != leaf:
                    problems.lines.append("%s: its leaf_sha256 is not SHA-256(0x00 || the bytes of %s)"
                                          % (name, doc_path))
    for (kind, sha), at in sorted(positions.items()):
        if len(at) > 1:
            problems.add(path, "%s %s is listed at positions %s: a document is one entry"
                         % (kind, sha, ", ".join(str(p) for p in at)))
    return positions


def read_document(path, what, digest_field, sha, checkpoint, problems):
    """The bytes and the parsed document at path; (bytes, None) when it is not the document its
    file name gives, (None, None) when it is not JSON. A document of another store is named, and read."""
    with open(path, "rb") as f:
        data = f.read()
    try:
        document = json.loads(data.decode("utf-8"))
    except ValueError as e:
        problems.add(path, "unreadable %s (%s)" % (what, e))
        return None, None
    if not isinstance(document, dict) or document.get(digest_field) != sha:
        problems.add(path, "its %s is not the digest its file name gives" % digest_field)
        return data, None
    if document.get("store_id") != checkpoint["store_id"]:
        problems.add(path, "it belongs to store %s, not the checkpoint's %s"
                     % (document.get("store_id"), checkpoint["store_id"]))
    return data, document


def check_roster_change(directory, sha, checkpoint, positions, problems):
    doc_path = os.path.join(directory, ROSTER_DIR, sha + ".json")
    if not os.path.isfile(doc_path):
        if positions is None or (ROSTER_CHANGE, sha) not in positions:
            problems.add(doc_path, "missing: the roster change is not in the export")
        return
    _, change = read_document(doc_path, "roster change", "change_sha256", sha, checkpoint, problems)
    if change is None:
        return
    if change.get("signed_by") is not None and not os.path.isfile(doc_path + ".sig"):
        problems.add(doc_path + ".sig", "missing: the signature of a roster change signed by %s is not in the export"
                     % change.get("signed_by"))
    if positions is not None and (ROSTER_CHANGE, sha) not in positions:
        problems.add(doc_path, "it is not an entry of the log the checkpoint signs")


def check_decision(directory, sha, checkpoint, places, problems, positions=None):
    doc_path = os.path.join(directory, sha + ".json")
    proof_path = doc_path + ".proof"
    sig_path = doc_path + ".sig"
    for path, what in ((doc_path, "the decision"), (sig_path, "its signature"), (proof_path, "its inclusion proof")):
        if not os.path.isfile(path):
            problems.add(path, "missing: %s is not in the export" % what)
    if positions is not None and os.path.isfile(doc_path) and (DECISION, sha) not in positions:
        problems.add(doc_path, "it is not an entry of the log the checkpoint signs")
    if not os.path.isfile(doc_path) or not os.path.isfile(proof_path):
        return
    data, _ = read_document(doc_path, "decision", "decision_sha256", sha, checkpoint, problems)
    if data is None:
        return
    try:
        proof = read_json(proof_path)
        index = proof["leaf_index"]
        size = proof["tree_size"]
        claimed = proof["leaf_sha256"]
        path = proof["path"]
        if proof.get("schema") != PROOF_SCHEMA or not isinstance(index, int) or not isinstance(size, int) \
                or not isinstance(path, list) or not all(isinstance(p, str) and HEX64.match(p) for p in path) \
                or not isinstance(claimed, str) or not HEX64.match(claimed):
            raise ValueError("fields of the wrong form")
    except (OSError, ValueError, KeyError, TypeError) as e:
        problems.add(proof_path, "not a %s document (%s)" % (PROOF_SCHEMA, e))
        return
    if proof.get("store_id") != checkpoint["store_id"]:
        problems.add(proof_path, "it is a proof in store %s, not %s" % (proof.get("store_id"), checkpoint["store_id"]))
        return
    if size != checkpoint["size"]:
        problems.add(proof_path, "it proves inclusion in a log of %d entries, not the checkpoint's %d"
                     % (size, checkpoint["size"]))
        return
    leaf = leaf_hash(data)
    if claimed != leaf.hex():
        problems.add(proof_path, "its leaf_sha256 is not SHA-256(0x00 || the bytes of %s.json)" % sha)
        return
    if not verify_inclusion(index, size, leaf, [bytes.fromhex(p) for p in path], checkpoint["root"]):
        problems.add(proof_path, "its path does not lead to the checkpoint's root: the decision is not entry %d "
                     "of the history the checkpoint signs" % (index + 1))
        return
    if index in places:
        problems.add(proof_path, "entry %d is claimed by %s.json too" % (index + 1, places[index]))
    places[index] = sha
    if positions is not None:
        listed = positions.get((DECISION, sha), [])
        if listed and index not in listed:
            problems.add(proof_path, "it proves position %d, but the entries list has the decision at position %s"
                         % (index, ", ".join(str(p) for p in listed)))


def ssh_verify(directory, identity, namespace, signature_text, message):
    with tempfile.TemporaryDirectory() as tmp:
        sig = os.path.join(tmp, "message.sig")
        with open(sig, "w", encoding="ascii") as f:
            f.write(signature_text)
        done = subprocess.run(["ssh-keygen", "-Y", "verify", "-f", os.path.join(directory, "allowed_signers"),
                               "-I", identity, "-n", namespace, "-s", sig], input=message,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        return done.returncode == 0


def signed_documents(directory, digests, signer_of):
    """(bytes, signer, signature, .sig path) of each <sha>.json in directory that has its .sig and
    names its signer; the others are reported by the checks that read them."""
    for sha in digests:
        doc_path = os.path.join(directory, sha + ".json")
        sig_path = doc_path + ".sig"
        if not os.path.isfile(doc_path) or not os.path.isfile(sig_path):
            continue
        with open(doc_path, "rb") as f:
            data = f.read()
        try:
            signer = signer_of(json.loads(data.decode("utf-8")))
        except (ValueError, KeyError, TypeError):
            continue
        with open(sig_path, encoding="ascii") as f:
            yield data, signer, f.read(), sig_path


def check_signatures(directory, checkpoint, digests, problems):
    cp = checkpoint["doc"]
    signer = (cp.get("signer") or {}).get("reviewer_id", "")
    if not ssh_verify(directory, signer, LOG_NAMESPACE, cp.get("signature", ""), checkpoint["body"].encode("utf-8")):
        problems.add(os.path.join(directory, "checkpoint.json"),
                     "ssh-keygen -Y verify refuses its signature as %s's" % signer)
    for data, reviewer, signature, sig_path in signed_documents(
            directory, digests, lambda doc: doc["reviewer"]["reviewer_id"]):
        if not ssh_verify(directory, reviewer, DECISION_NAMESPACE, signature, data):
            problems.add(sig_path, "ssh-keygen -Y verify refuses it as %s's signature" % reviewer)


def check_roster_signatures(directory, digests, problems):
    roster_dir = os.path.join(directory, ROSTER_DIR)
    for data, owner, signature, sig_path in signed_documents(roster_dir, digests, lambda doc: doc["signed_by"]):
        if not isinstance(owner, str) or not ssh_verify(roster_dir, owner, ROSTER_NAMESPACE, signature, data):
            problems.add(sig_path, "ssh-keygen -Y verify refuses it as %s's signature" % owner)


def main(argv):
    args = [a for a in argv[1:] if a != "--ssh-keygen"]
    if len(args) != 1:
        sys.stderr.write("usage: copydesk_verify_export.py EXPORT_DIR [--ssh-keygen]\n")
        return 2
    try:
        problems = check_export(args[0], "--ssh-keygen" in argv[1:])
    except OSError as e:
        sys.stderr.write("%s: cannot read the export: %s\n" % (args[0], e.strerror or e))
        return 2
    for line in problems:
        print(line)
    if problems:
        return 1
    print("%s: every decision is in the history the checkpoint signs, and every entry of that history is in "
          "the export" % args[0])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
