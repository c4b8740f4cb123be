package org.copydesk.app.desktop.queue;

import java.util.Map;

/** Per record, a short note of its duplicate suggestions ("2 · 1 pending"). Called off the FX thread. */
@FunctionalInterface
public interface DuplicateBadges {

    DuplicateBadges NONE = Map::of;

    Map<String, String> badges();
}
