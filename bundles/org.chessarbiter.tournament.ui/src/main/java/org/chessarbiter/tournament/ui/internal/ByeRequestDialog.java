package org.chessarbiter.tournament.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/**
 * Asks for the round and the kind of a bye a player requests, or of an absence he announces: a round
 * not yet paired; a half-point, a full-point or a zero-point bye (absent: not paired, no points), each
 * shown with the points the tournament's scoring gives it. The byes and absences he has already asked
 * for are listed. The request itself is the headless {@code ByeRequestOperation}.
 */
public final class ByeRequestDialog extends TitleAreaDialog {

    /** The kinds a player may ask for, in the order offered. */
    public static final List<ByeKind> KINDS = List.of(ByeKind.HALF_POINT, ByeKind.FULL_POINT, ByeKind.ZERO_POINT);

    private final Tournament tournament;
    private final int player;
    private final List<Integer> open = new ArrayList<>();
    private Combo round;
    private final List<Button> kinds = new ArrayList<>();
    private int chosenRound;
    private ByeKind chosenKind;

    public ByeRequestDialog(Shell shell, Tournament tournament, int player) {
        super(shell);
        this.tournament = tournament;
        this.player = player;
        for (int n = 1; n <= tournament.numberOfRounds(); n++) {
            int r = n;
            boolean paired = tournament.rounds().stream().anyMatch(x -> x.number() == r && (x.published() || !x.pairings().isEmpty()
                    || x.byes().stream().anyMatch(b -> b.kind() == ByeKind.PAIRING_ALLOCATED)));
            if (!paired) {
                open.add(n);
            }
        }
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.ByeRequest_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        String name = tournament.player(player).map(p -> p.name()).orElse(Integer.toString(player));
        setTitle(NLS.bind(Messages.ByeRequest_heading, player, name));
        setMessage(Messages.ByeRequest_message);
        Composite body = new Composite(area, SWT.NONE);
        body.setLayout(new GridLayout(2, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
        new Label(body, SWT.NONE).setText(Messages.ByeRequest_round);
        round = new Combo(body, SWT.READ_ONLY | SWT.DROP_DOWN);
        open.forEach(n -> round.add(NLS.bind(Messages.Standings_afterItem, n)));
        if (!open.isEmpty()) {
            round.select(0);
        }
        new Label(body, SWT.NONE).setText(Messages.ByeRequest_kind);
        Composite choices = new Composite(body, SWT.NONE);
        choices.setLayout(new GridLayout(1, false));
        Scoring scoring = tournament.scoring();
        for (ByeKind k : KINDS) {
            Button b = new Button(choices, SWT.RADIO);
            b.setText(NLS.bind(Messages.ByeRequest_choice, ByeNames.of(k), scoring.points(k.outcome()).toDecimal(1)));
            b.setSelection(k == ByeKind.HALF_POINT);
            kinds.add(b);
        }
        new Label(body, SWT.NONE).setText(Messages.ByeRequest_asked);
        Label asked = new Label(body, SWT.WRAP);
        asked.setText(asked());
        GridDataFactory.fillDefaults().grab(true, false).hint(320, SWT.DEFAULT).applyTo(asked);
        return area;
    }

    /** The byes and absences the player has asked for in the rounds not yet paired, or "none". */
    private String asked() {
        List<String> out = new ArrayList<>();
        for (Round r : tournament.rounds()) {
            for (Bye b : r.byes()) {
                if (b.player() == player && b.kind() != ByeKind.PAIRING_ALLOCATED && open.contains(r.number())) {
                    out.add(NLS.bind(Messages.ByeRequest_askedItem, r.number(), ByeNames.of(b.kind())));
                }
            }
        }
        return out.isEmpty() ? Messages.ByeRequest_none : String.join("\n", out);
    }

    @Override
    protected Control createContents(Composite parent) {
        Control c = super.createContents(parent);
        if (open.isEmpty()) {
            setErrorMessage(Messages.ByeRequest_noRound);
            getButton(OK).setEnabled(false);
        }
        return c;
    }

    /** Chooses as the arbiter would click (page objects of the tests). */
    public void choose(int roundNumber, ByeKind kind) {
        round.select(open.indexOf(roundNumber));
        for (int i = 0; i < KINDS.size(); i++) {
            kinds.get(i).setSelection(KINDS.get(i) == kind);
        }
    }

    @Override
    protected void okPressed() {
        chosenRound = open.get(round.getSelectionIndex());
        for (int i = 0; i < KINDS.size(); i++) {
            if (kinds.get(i).getSelection()) {
                chosenKind = KINDS.get(i);
            }
        }
        super.okPressed();
    }

    /** The round chosen. */
    public int round() {
        return chosenRound;
    }

    /** The kind chosen, null when cancelled. */
    public ByeKind kind() {
        return chosenKind;
    }
}
