package org.copydesk.app.log;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** Test clocks. */
final class Clocks {

    /** Each reading one second after the last, so every act of a flow has its own time. */
    static final Clock TICKING = new Clock() {
        private Instant now = Instant.parse("2026-10-20T08:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public synchronized Instant instant() {
            now = now.plusSeconds(1);
            return now;
        }
    };

    private Clocks() {
    }
}
