package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.workspace.ui.tests.Screenshots;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/**
 * Answers the modal dialogs an action opens, as the arbiter would: queued before the action,
 * each answer runs in the dialog's own event loop, reads its texts, ticks its check boxes when told,
 * takes a picture when named, and presses the button of the given label.
 */
final class DialogAnswers {

    /** An answer: tick every check box first, press the button labelled {@code press}; a picture named {@code screenshot} (or null). */
    record Answer(String press, boolean tick, String screenshot) {
    }

    private final Display display = Display.getCurrent();
    private final Deque<Answer> answers;
    private final List<String> seen = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    private DialogAnswers(List<Answer> answers) {
        this.answers = new ArrayDeque<>(answers);
        post(0);
    }

    /** Answers the next dialogs, one answer each, in order. */
    static DialogAnswers queue(Answer... answers) {
        return new DialogAnswers(List.of(answers));
    }

    static Answer press(String label) {
        return new Answer(label, false, null);
    }

    static Answer press(String label, String screenshot) {
        return new Answer(label, false, screenshot);
    }

    static Answer tickAndPress(String label, String screenshot) {
        return new Answer(label, true, screenshot);
    }

    /** The texts of the dialogs answered, one string a dialog: its title and labels. */
    List<String> seen() {
        return seen;
    }

    /** The answers that could not be given (no enabled button of their label): their dialog was closed. */
    List<String> failures() {
        return failures;
    }

    /** Fails unless every answer was given. */
    void assertAllAnswered() {
        assertEquals(List.of(), failures);
        assertEquals(0, answers.size(), "dialogs not shown: " + answers + "; shown: " + seen);
    }

    private void post(int tries) {
        display.asyncExec(() -> answer(tries));
    }

    private void answer(int tries) {
        Optional<Shell> dialog = Arrays.stream(display.getShells()).filter(s -> s.isVisible() && s.getData() instanceof Dialog)
                .findFirst();
        if (dialog.isEmpty()) {
            if (tries < 10_000 && !answers.isEmpty()) {
                post(tries + 1);
            }
            return;
        }
        Answer a = answers.removeFirst();
        Shell shell = dialog.get();
        StringBuilder text = new StringBuilder(shell.getText());
        List<Button> buttons = new ArrayList<>();
        collect(shell, text, buttons);
        seen.add(text.toString());
        if (a.tick()) {
            for (Button b : buttons) {
                if ((b.getStyle() & SWT.CHECK) != 0) {
                    b.setSelection(true);
                    b.notifyListeners(SWT.Selection, new Event());
                }
            }
        }
        if (a.screenshot() != null) {
            Screenshots.save(Ui.capture(shell), a.screenshot());
        }
        Optional<Button> pressed = buttons.stream().filter(b -> a.press().equals(b.getText()) && b.isEnabled()).findFirst();
        if (pressed.isEmpty()) { // the dialog is closed all the same: a test never hangs on it
            failures.add("no enabled button " + a.press() + " in " + text);
            shell.close();
            return;
        }
        pressed.get().notifyListeners(SWT.Selection, new Event());
        if (!answers.isEmpty()) {
            post(0);
        }
    }

    private static void collect(Composite c, StringBuilder text, List<Button> buttons) {
        for (Control child : c.getChildren()) {
            if (child instanceof Label l) {
                text.append('\n').append(l.getText());
            } else if (child instanceof org.eclipse.swt.widgets.Text t) {
                text.append('\n').append(t.getText());
            } else if (child instanceof Button b) {
                buttons.add(b);
                if ((b.getStyle() & SWT.CHECK) != 0) {
                    text.append('\n').append(b.getText());
                }
            }
            if (child instanceof Composite inner) {
                collect(inner, text, buttons);
            }
        }
    }
}
