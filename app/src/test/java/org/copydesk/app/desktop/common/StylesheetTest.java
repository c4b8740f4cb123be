package org.copydesk.app.desktop.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.net.URL;
import java.util.List;

import javafx.css.CssParser;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

/** The theme parses cleanly: a rule that lost its brace in a merge silently drops every rule after it. */
class StylesheetTest {

    @Test
    void theThemeParsesWithoutErrors() throws IOException {
        URL url = Styles.class.getResource(Styles.STYLESHEET);
        assertNotNull(url, Styles.STYLESHEET);
        CssParser.errorsProperty().clear();
        Stylesheet sheet = new CssParser().parse(url);
        List<String> errors = CssParser.errorsProperty().stream().map(Object::toString).toList();
        assertEquals(List.of(), errors);
        // Every class the code names is styled somewhere: the last rules survive the parse.
        assertEquals(true, sheet.getRules().size() > 50, "rules parsed: " + sheet.getRules().size());
    }
}
