package org.copydesk.app.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;

/**
 * Leaves out the other modules' test jars. In a reactor build past {@code package}, the store's
 * test classes (its shared PostgreSQL test server) reach the app's tests as a {@code -tests.jar},
 * which ArchUnit's own test filter does not recognise: it knows only test-class folders.
 */
final class DoNotIncludeTestJars implements ImportOption {

    @Override
    public boolean includes(Location location) {
        return !location.contains("-tests.jar");
    }
}
