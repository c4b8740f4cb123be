package org.copydesk.app.desktop.verdicts;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The verdicts a decision will carry, and how the decision sheet sums them up.
 *
 * @param json        the {@code field_verdicts} list, empty when nothing was judged
 * @param counts      one line: how many of each verdict, and how many values were left unjudged
 * @param corrections one line per correction: path, right value, evidence blocks
 */
public record VerdictsToSign(Optional<JsonNode> json, String counts, List<String> corrections) {

    public static final VerdictsToSign NONE = new VerdictsToSign(Optional.empty(), "", List.of());

    public VerdictsToSign {
        corrections = List.copyOf(corrections);
    }
}
