package org.copydesk.app.workflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RunRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordWorkflowTest {

    @TempDir
    Path dir;

    @Test
    void theShownRecordIsNotReadAgainForItsOwnPointOnTheRaceChart() {
        try (EvidenceStore store = DeskFixtures.vectorStore(dir)) {
            List<String> found = new ArrayList<>();
            RunRepository counting = (RunRepository) Proxy.newProxyInstance(getClass().getClassLoader(),
                    new Class<?>[] {RunRepository.class}, (proxy, method, args) -> {
                        if (method.getName().equals("find")) {
                            found.add((String) args[0]);
                        }
                        try {
                            return method.invoke(store.runs(), args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
            RecordWorkflow workflow = new RecordWorkflow(counting, store.queue(), store.racePolls());
            ShadowRun poll = store.runs().allIds().stream().map(id -> store.runs().find(id).orElseThrow())
                    .filter(run -> run.poll().flatMap(PollOutput::raceId).isPresent()).findFirst().orElseThrow();
            String race = poll.poll().flatMap(PollOutput::raceId).orElseThrow();

            List<RacePollPoint> readAgain = workflow.racePolls(race, Optional.empty());
            assertEquals(readAgain.size(), found.size());
            found.clear();
            List<RacePollPoint> reused = workflow.racePolls(race, Optional.of(poll));
            assertEquals(readAgain, reused, "the same points either way");
            assertFalse(found.contains(poll.recordSha256()), "the shown record was read again");
            assertFalse(reused.isEmpty());
        }
    }
}
