package org.copydesk.app.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;

import org.copydesk.app.desktop.archbreach.Breaches;
import org.junit.jupiter.api.Test;

/** Each rule of the application's shape fails on a class that breaks it, and passes the classes that do not. */
class LayeringRulesBiteTest {

    /** The rule, run over the breach alone, fails and names it (other rules may catch it too: a thread is also no pool). */
    private static void breaks(ArchRule rule, Class<?> breach) {
        EvaluationResult result = rule.evaluate(new ClassFileImporter().importClasses(breach));
        assertTrue(result.hasViolation(), rule.getDescription() + " lets " + breach.getSimpleName() + " pass");
        assertTrue(result.getFailureReport().getDetails().stream().allMatch(line -> line.contains(breach.getName())),
                "the failure names " + breach.getSimpleName() + ": " + result.getFailureReport().getDetails());
    }

    @Test
    void aViewModelThatKnowsTheSceneGraphFails() {
        breaks(LayeringTest.viewModelsDoNotTouchTheSceneGraph, Breaches.SceneViewModel.class);
    }

    @Test
    void aViewThatAsksAWorkflowFails() {
        breaks(LayeringTest.viewsAskTheirViewModelsOnly, Breaches.WorkflowView.class);
    }

    @Test
    void aWorkflowBuiltOutsideTheRootFails() {
        breaks(LayeringTest.onlyTheRootConstructsWorkflows, Breaches.WorkflowMaker.class);
    }

    @Test
    void aClassGivenTheRootFails() {
        breaks(LayeringTest.noClassIsGivenTheRoot, Breaches.RootTaker.class);
    }

    @Test
    void aThreadMadeByHandFails() {
        breaks(LayeringTest.noThreadsByHand, Breaches.ThreadMaker.class);
    }

    @Test
    void aSecondPoolFails() {
        breaks(LayeringTest.onlyTheRootMakesAnExecutor, Breaches.PoolMaker.class);
    }

    @Test
    void workOnTheCommonPoolFails() {
        breaks(LayeringTest.noWorkOnTheCommonPool, Breaches.CommonPoolUser.class);
    }

    @Test
    void theRulesSelectRealClassesSoNoneHoldsByMatchingNothing() {
        JavaClasses main = new ClassFileImporter().withImportOption(new ImportOption.DoNotIncludeTests())
                .withImportOption(new DoNotIncludeTestJars()).importPackages("org.copydesk");
        for (ArchRule rule : new ArchRule[] {LayeringTest.viewModelsDoNotTouchTheSceneGraph,
                LayeringTest.viewsAskTheirViewModelsOnly, LayeringTest.noClassIsGivenTheRoot,
                LayeringTest.onlyTheRootConstructsWorkflows}) {
            // Not allowed to be empty: a selection that matched no class would report a violation here.
            EvaluationResult result = rule.allowEmptyShould(false).evaluate(main);
            assertFalse(result.hasViolation(), rule.getDescription() + ": " + result.getFailureReport());
        }
    }
}
