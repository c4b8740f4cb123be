package org.copydesk.store;

import java.util.List;

/** The roster's signed changes, append-only, in sequence order. */
public interface RosterRepository {

    /**
     * Appends the change at {@code sequence}; refused with a {@link StoreException} when
     * another desk appended that sequence first.
     */
    void append(int sequence, String changeSha256, SignedDocument change);

    List<SignedDocument> all();
}
