package org.copydesk.app.desktop.importing;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportSummary;

/** What the import strip asks of the store's import: these files and folders, with progress and a way to stop. */
@FunctionalInterface
public interface Importer {

    ImportSummary importPaths(List<Path> paths, ImportProgress progress);
}
