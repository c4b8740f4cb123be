package org.copydesk.store;

import java.util.List;

/** Poll runs by race and field end date: what a record's chart sets it beside. */
public interface RacePollIndex {

    /**
     * Poll runs about {@code raceId} that state a field end date, oldest first; when there are
     * more than {@code limit}, the most recent {@code limit}.
     */
    List<RacePoll> polls(String raceId, int limit);
}
