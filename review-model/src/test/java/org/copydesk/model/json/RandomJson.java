package org.copydesk.model.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Random JSON trees with awkward strings (escapes, surrogate pairs, long) and numbers (huge, tiny, integral). */
final class RandomJson {

    private static final JsonNodeFactory NODES = Json.nodes();

    private RandomJson() {
    }

    static ObjectNode object(Random random, int depth) {
        ObjectNode node = NODES.objectNode();
        int members = random.nextInt(7);
        for (int i = 0; i < members; i++) {
            String key = random.nextInt(3) == 0 ? string(random) : "k" + random.nextInt(8);
            node.set(key, value(random, depth + 1));
        }
        return node;
    }

    static JsonNode value(Random random, int depth) {
        int kind = random.nextInt(depth > 4 ? 8 : 10);
        return switch (kind) {
            case 0 -> NODES.textNode(string(random));
            case 1 -> NODES.numberNode(random.nextInt());
            case 2 -> NODES.numberNode(random.nextLong() >> random.nextInt(64));
            case 3 -> NODES.numberNode(Double.longBitsToDouble(random.nextLong() & 0x7FEF_FFFF_FFFF_FFFFL)
                    * (random.nextBoolean() ? 1 : -1));
            case 4 -> NODES.numberNode(random.nextInt(100_000) / 100.0);
            case 5 -> NODES.numberNode(new BigDecimal(random.nextInt(1000) + "." + random.nextInt(1000)).doubleValue());
            case 6 -> random.nextBoolean() ? NODES.booleanNode(random.nextBoolean()) : NODES.nullNode();
            case 7 -> NODES.numberNode(new BigInteger(70, random));
            case 8 -> object(random, depth);
            default -> {
                ArrayNode array = NODES.arrayNode();
                int items = random.nextInt(5);
                for (int i = 0; i < items; i++) {
                    array.add(value(random, depth + 1));
                }
                yield array;
            }
        };
    }

    /** Characters that need care: escapes, controls, each UTF-8 length's first and last, surrogate pairs, the last BMP char. */
    private static final String[] CHARACTERS = {"a", "b", "c", "X", "Y", "Z", " ", "0", "9", "\"", "\\", "/", "?", "\n", "\t",
        "\b", "\f", "\r", "\u0000", "\u001f", "\u007f", "\u0080", "é", "\u07ff", "\u0800", "€", "\u2028", "\uD83D\uDE00",
        "\uD800\uDC00", "\uDBFF\uDFFF", "\uFFFF"};

    static String string(Random random) {
        StringBuilder out = new StringBuilder();
        int length = random.nextInt(random.nextInt(10) == 0 ? 5000 : 12);
        for (int i = 0; i < length; i++) {
            out.append(CHARACTERS[random.nextInt(CHARACTERS.length)]);
        }
        return out.toString();
    }
}
