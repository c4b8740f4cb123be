package org.copydesk.model.json;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A document's self digest and the self digests of the objects in one of its array members
 * (a run and its snapshots), from one canonical walk: each nested object's bytes are written
 * once and fed to both digests, its own digest field to the outer one only.
 *
 * @param document the digest of the document without its own field
 * @param nested   per element of the array, in order: the digest of the element without its
 *                 own field (of the element as it is when it is not an object); empty when the
 *                 member is missing, not an array, or is the document's own field
 */
public record NestedDigests(String document, List<String> nested) {

    public NestedDigests {
        nested = List.copyOf(nested);
    }

    /**
     * Equal to {@code Sha256.canonicalWithout(document, field)} and, for each element {@code e} of
     * {@code document[arrayField]}, {@code Sha256.canonicalWithout(e, nestedField)}.
     */
    public static NestedDigests of(JsonNode document, String field, String arrayField, String nestedField) {
        MessageDigest outer = Sha256.newDigest();
        CanonicalStream out = new CanonicalStream(outer::update);
        List<String> nested = new ArrayList<>();
        if (!document.isObject()) {
            out.write(document, null);
            return new NestedDigests(hex(outer), nested);
        }
        out.put((byte) '{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> member : CanonicalStream.sortedMembers(document)) {
            if (member.getKey().equals(field)) {
                continue;
            }
            if (!first) {
                out.put((byte) ',');
            }
            first = false;
            if (member.getKey().equals(arrayField) && member.getValue().isArray()) {
                writeArray(out, member, nestedField, nested);
            } else {
                out.writeMember(member);
            }
        }
        out.put((byte) '}');
        out.flush();
        return new NestedDigests(hex(outer), nested);
    }

    private static void writeArray(CanonicalStream out, Map.Entry<String, JsonNode> member, String nestedField,
                                   List<String> nested) {
        out.writeKey(member.getKey());
        out.put((byte) '[');
        boolean first = true;
        for (JsonNode element : member.getValue()) {
            if (!first) {
                out.put((byte) ',');
            }
            first = false;
            nested.add(writeNested(out, element, nestedField));
        }
        out.put((byte) ']');
    }

    /** Writes {@code element} to {@code out} and returns its digest without {@code skipped}. */
    private static String writeNested(CanonicalStream out, JsonNode element, String skipped) {
        MessageDigest inner = Sha256.newDigest();
        // Bytes written to both reach out's buffer when both flushes, so both is flushed before
        // anything is written to out alone: the outer bytes stay in order.
        CanonicalStream both = new CanonicalStream((bytes, offset, length) -> {
            out.putBytes(bytes, offset, length);
            inner.update(bytes, offset, length);
        });
        if (!element.isObject()) {
            both.write(element, null);
            return hex(inner);
        }
        both.put((byte) '{');
        boolean firstInner = true;
        boolean firstOuter = true;
        for (Map.Entry<String, JsonNode> member : CanonicalStream.sortedMembers(element)) {
            if (member.getKey().equals(skipped)) {
                both.flush();
                if (!firstOuter) {
                    out.put((byte) ',');
                }
                out.writeMember(member);
                firstOuter = false;
                continue;
            }
            if (!firstInner) {
                both.put((byte) ',');
            } else if (!firstOuter) {
                // Only the skipped member came before: the outer bytes need the comma, the inner not.
                both.flush();
                out.put((byte) ',');
            }
            both.writeMember(member);
            firstInner = false;
            firstOuter = false;
        }
        both.put((byte) '}');
        both.flush();
        return hex(inner);
    }

    private static String hex(MessageDigest digest) {
        return Sha256.hex(digest);
    }
}
