package org.copydesk.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The one-way flow of STYLE.md, enforced on every build. */
@AnalyzeClasses(packages = "org.copydesk",
        importOptions = {ImportOption.DoNotIncludeTests.class, DoNotIncludeTestJars.class})
class LayeringTest {

    @ArchTest
    static final ArchRule modelStaysPure = noClasses().that().resideInAPackage("org.copydesk.model..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.sql..", "org.sqlite..",
                    "org.flywaydb..", "org.jsoup..", "org.apache.pdfbox..", "picocli..", "java.nio.file..",
                    "org.copydesk.store..", "org.copydesk.importers..", "org.copydesk.app..")
            .because("the model is pure domain: JDK and one JSON library, no UI, SQL or files");

    @ArchTest
    static final ArchRule sqlStaysInTheStore = noClasses().that().resideOutsideOfPackage("org.copydesk.store..")
            .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "javax.sql..", "org.sqlite..",
                    "org.postgresql..", "org.flywaydb..")
            .because("SQL lives behind repository interfaces, implemented once for SQLite and PostgreSQL in the store");

    @ArchTest
    static final ArchRule parsersStayInImporters = noClasses().that().resideOutsideOfPackage("org.copydesk.importers..")
            .should().dependOnClassesThat().resideInAnyPackage("org.jsoup..", "org.apache.pdfbox..")
            .because("hostile HTML and PDF are parsed in one reviewed place");

    @ArchTest
    static final ArchRule keyFilesAreReadInOnePlace = noClasses().that().resideOutsideOfPackage("org.copydesk.app.workflow.keys..")
            .should().dependOnClassesThat().resideInAnyPackage("org.apache.sshd..")
            .because("private key files hold secrets and may be hostile: one reviewed place reads and writes them");

    @ArchTest
    static final ArchRule javafxStaysInTheDesktop = noClasses().that().resideOutsideOfPackage("org.copydesk.app.desktop..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
            .because("workflows and the CLI run headless; only the desktop knows the toolkit");

    @ArchTest
    static final ArchRule workflowsKnowNoCli = noClasses().that().resideInAPackage("org.copydesk.app.workflow..")
            .should().dependOnClassesThat().resideInAnyPackage("org.copydesk.app.cli..", "org.copydesk.app.desktop..",
                    "picocli..")
            .because("workflows are shared by the CLI and the window and depend on neither");

    @ArchTest
    static final ArchRule storeDoesNotKnowTheApp = noClasses().that().resideInAPackage("org.copydesk.store..")
            .should().dependOnClassesThat().resideInAnyPackage("org.copydesk.app..", "org.copydesk.importers..")
            .because("data flows one way: importer, model, store, workflow, view");

    @ArchTest
    static final ArchRule viewModelsDoNotTouchTheSceneGraph = noClasses().that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "org.controlsfx..")
            .because("view models are tested without a toolkit and never know their view")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule noThreadsByHand = noClasses().that().resideInAPackage("org.copydesk..")
            .should().callConstructor(Thread.class, Runnable.class)
            .orShould().callConstructor(Thread.class)
            .because("background work goes through the one injected executor");
}
