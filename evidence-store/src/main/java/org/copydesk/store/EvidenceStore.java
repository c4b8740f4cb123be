package org.copydesk.store;

import java.nio.file.Path;

/**
 * One evidence store: the repositories over one store file. Implementations keep every line
 * of SQL inside this module.
 */
public interface EvidenceStore extends AutoCloseable {

    /** A random id fixed when the store was created; decisions name it. */
    String storeId();

    Path location();

    RunRepository runs();

    RawRepository raw();

    DocumentRepository documents();

    DecisionRepository decisions();

    RosterRepository roster();

    CheckStateRepository checkStates();

    @Override
    void close();
}
