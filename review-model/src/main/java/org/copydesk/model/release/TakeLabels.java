package org.copydesk.model.release;

import java.util.Map;

/** FORMATS §5: the exact interface labels an owner-authorized take carries, and nothing else ever does. */
public final class TakeLabels {

    public static final Map<String, String> AUTHORIZED = Map.of(
            "briefing", "AI-authored race briefing",
            "badge", "Evidence-bound · Owner authorized",
            "frame", "Calculated forecast · not AI-generated");

    private TakeLabels() {
    }
}
