package org.copydesk.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ProcessStartTest {

    @Test
    void readsEachAwaitedLinesNumberAndEndsTheProcessOnceAllAreIn() {
        // Without being ended the script would sleep for a minute.
        ProcessStart.Lines lines = ProcessStart.run(List.of("sh", "-c",
                "echo noise; echo \"x-interactive $A\"; echo x-queue 34; exec sleep 60"), Map.of("A", "12"),
                List.of("x-interactive ", "x-queue "));

        assertEquals(12, lines.value("x-interactive "));
        assertEquals(34, lines.value("x-queue "));
        assertTrue(lines.wall("x-interactive ") <= lines.wall("x-queue "));
        assertTrue(lines.exitSeconds() < 30, "ended, not waited for: " + lines.exitSeconds());
    }

    @Test
    void anEmptyValueTakesTheVariableOutOfTheEnvironment() {
        ProcessStart.Lines lines = ProcessStart.run(List.of("sh", "-c", "echo \"n ${HOME:-0}\""), Map.of("HOME", ""),
                List.of("n "));

        assertEquals(0, lines.value("n "));
    }

    @Test
    void aProcessThatEndsWithoutTheLineFailsWithItsOutput() {
        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> ProcessStart.run(
                List.of("sh", "-c", "echo cannot open the store; exit 3"), Map.of(), List.of("x-interactive ")));

        assertTrue(failure.getMessage().contains("exit 3"), failure.getMessage());
        assertTrue(failure.getMessage().contains("cannot open the store"), failure.getMessage());
    }

    @Test
    void aCommandAwaitedForNoLineRunsToItsExit() {
        ProcessStart.Lines lines = ProcessStart.run(List.of("sh", "-c", "sleep 0.2; echo done"), Map.of(), List.of());

        assertTrue(lines.exitSeconds() >= 0.2, String.valueOf(lines.exitSeconds()));
    }
}
