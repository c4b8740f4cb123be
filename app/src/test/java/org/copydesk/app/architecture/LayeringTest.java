package org.copydesk.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.copydesk.app.AppRoot;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.WorkerPool;

/** The one-way flow of STYLE.md, enforced on every build. */
@AnalyzeClasses(packages = "org.copydesk",
        importOptions = {ImportOption.DoNotIncludeTests.class, DoNotIncludeTestJars.class})
class LayeringTest {

    private static final DescribedPredicate<JavaClass> WORKFLOW = new DescribedPredicate<>("a workflow") {
        @Override
        public boolean test(JavaClass owner) {
            return owner.getPackageName().startsWith("org.copydesk.app.workflow")
                    && owner.getSimpleName().endsWith("Workflow");
        }
    };

    /** A workflow built by anything but its own constructors (one constructor handing over to another is not). */
    private static final DescribedPredicate<JavaConstructorCall> ANOTHER_CLASS_MAKES_A_WORKFLOW =
            new DescribedPredicate<>("a workflow is constructed") {
                @Override
                public boolean test(JavaConstructorCall call) {
                    return WORKFLOW.test(call.getTargetOwner()) && !call.getOriginOwner().equals(call.getTargetOwner());
                }
            };

    private static final DescribedPredicate<JavaClass> EXECUTOR_FACTORIES =
            JavaClass.Predicates.equivalentTo(Executors.class);

    private static final DescribedPredicate<JavaClass> EXECUTORS = new DescribedPredicate<>("an executor or thread") {
        @Override
        public boolean test(JavaClass owner) {
            return owner.isAssignableTo(ExecutorService.class) || owner.isAssignableTo(Thread.class);
        }
    };

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
    static final ArchRule viewModelsDoNotTouchTheSceneGraph = noClasses()
            .that().resideInAPackage("org.copydesk.app.desktop..").and().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "org.controlsfx..")
            .because("view models are tested without a toolkit and never know their view");

    @ArchTest
    static final ArchRule onlyTheRootConstructsWorkflows = noClasses().that().doNotBelongToAnyOf(AppRoot.class)
            .should().callConstructorWhere(ANOTHER_CLASS_MAKES_A_WORKFLOW)
            .because("one root per process builds each workflow once, so the window and the CLI get the same wiring");

    @ArchTest
    static final ArchRule noClassIsGivenTheRoot = noClasses().that().resideInAPackage("org.copydesk.app..")
            .and().doNotBelongToAnyOf(AppRoot.class, StoreOpener.class)
            .and().resideOutsideOfPackage("org.copydesk.app.cli..")
            .and().doNotHaveFullyQualifiedName("org.copydesk.app.desktop.DesktopRoot")
            .and().doNotHaveFullyQualifiedName("org.copydesk.app.desktop.CopydeskApp")
            // the window's desk: which root the window is on, switched by File → Open store…
            .and().haveNameNotMatching("org\\.copydesk\\.app\\.desktop\\.OpenDesk(\\$.*)?")
            .should().dependOnClassesThat().belongToAnyOf(AppRoot.class)
            .because("a class asks for the few workflows it uses; the whole root would be a service locator");

    @ArchTest
    static final ArchRule viewsAskTheirViewModelsOnly = noClasses()
            .that().resideInAPackage("org.copydesk.app.desktop..").and().haveSimpleNameEndingWith("View")
            .should().dependOnClassesThat(WORKFLOW)
            .orShould().dependOnClassesThat().resideInAPackage("org.copydesk.store..")
            .orShould().dependOnClassesThat().belongToAnyOf(AppRoot.class)
            .because("a view shows what its view model holds and sends it commands; only the view model asks the "
                    + "workflows (the values they answer with may pass through to the view)");

    @ArchTest
    static final ArchRule noThreadsByHand = noClasses().that().resideInAPackage("org.copydesk..")
            .should().callConstructor(Thread.class, Runnable.class)
            .orShould().callConstructor(Thread.class)
            .because("background work goes through the one injected executor");

    @ArchTest
    static final ArchRule onlyTheRootMakesAnExecutor = noClasses().that().doNotBelongToAnyOf(WorkerPool.class)
            .should().callMethodWhere(targetOwner(EXECUTOR_FACTORIES))
            .orShould().callConstructorWhere(targetOwner(EXECUTORS))
            .because("the process has one executor, owned and shut down by its root; a second pool would compete "
                    + "with it for the same cores");

    @ArchTest
    static final ArchRule noWorkOnTheCommonPool = noClasses().that().resideInAPackage("org.copydesk..")
            .should().callMethod(CompletableFuture.class, "supplyAsync", Supplier.class)
            .orShould().callMethod(CompletableFuture.class, "runAsync", Runnable.class)
            .because("work without an executor runs on the JVM's common pool, beside the root's and unbounded by it");

    private static <T extends JavaCall<?>> DescribedPredicate<T> targetOwner(DescribedPredicate<JavaClass> owner) {
        return new DescribedPredicate<>("whose target is declared in " + owner.getDescription()) {
            @Override
            public boolean test(T call) {
                return owner.test(call.getTargetOwner());
            }
        };
    }
}
