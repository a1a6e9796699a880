package org.chessarbiter.tournament.ui.internal;

import org.chessarbiter.tournament.core.Player;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * Asks for a late entrant (name, title, FIDE rating, federation, club) and the first round he plays; the
 * entry itself is the headless {@code LateEntryOperation}, which numbers him and says what he missed.
 */
public final class LateEntryDialog extends TitleAreaDialog {

    private final int firstRound;
    private final int rounds;
    private Text name;
    private Text title;
    private Text rating;
    private Text federation;
    private Text club;
    private Spinner from;
    private Player entrant;
    private int chosenRound;

    /**
     * @param firstRound the round proposed (the next round to pair)
     * @param rounds     the rounds of the tournament
     */
    public LateEntryDialog(Shell shell, int firstRound, int rounds) {
        super(shell);
        this.firstRound = firstRound;
        this.rounds = Math.max(rounds, firstRound);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.LateEntry_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(Messages.LateEntry_title);
        setMessage(Messages.LateEntry_prompt);
        Composite body = new Composite(area, SWT.NONE);
        body.setLayout(new GridLayout(2, false));
        GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
        // the rule in full, wrapped (the title area's message shows two lines at most)
        Label rule = new Label(body, SWT.WRAP);
        rule.setText(Messages.LateEntry_message);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(400, SWT.DEFAULT).applyTo(rule);
        name = field(body, Messages.Players_name);
        title = field(body, Messages.Players_titleColumn);
        rating = field(body, Messages.LateEntry_rating);
        federation = field(body, Messages.Players_federation);
        club = field(body, Messages.Players_club);
        new Label(body, SWT.NONE).setText(Messages.LateEntry_firstRound);
        from = new Spinner(body, SWT.BORDER);
        from.setValues(firstRound, 1, rounds, 0, 1, 1);
        name.addModifyListener(e -> validate());
        rating.addModifyListener(e -> validate());
        return area;
    }

    private static Text field(Composite body, String label) {
        new Label(body, SWT.NONE).setText(label);
        Text t = new Text(body, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).hint(260, SWT.DEFAULT).applyTo(t);
        return t;
    }

    @Override
    protected Control createContents(Composite parent) {
        Control c = super.createContents(parent);
        validate();
        return c;
    }

    private void validate() {
        if (getButton(OK) == null) {
            return;
        }
        String error = name.getText().isBlank() ? Messages.LateEntry_noName
                : ratingValue() < 0 ? NLS.bind(Messages.Players_badValue, rating.getText(), Messages.LateEntry_rating) : null;
        setErrorMessage(error);
        getButton(OK).setEnabled(error == null);
    }

    private int ratingValue() {
        String s = rating.getText().strip();
        if (s.isEmpty()) {
            return 0;
        }
        try {
            int v = Integer.parseInt(s);
            return v >= 0 ? v : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Fills the fields as the arbiter would type them (page objects of the tests). */
    public void fill(String n, String t, int r, String fed, String c, int round) {
        name.setText(n);
        title.setText(t);
        rating.setText(r == 0 ? "" : Integer.toString(r));
        federation.setText(fed);
        club.setText(c);
        from.setSelection(round);
    }

    @Override
    protected void okPressed() {
        entrant = new Player(1, name.getText().strip(), "", title.getText().strip(), "", "", federation.getText().strip(),
                club.getText().strip(), 0, ratingValue(), 0);
        chosenRound = from.getSelection();
        super.okPressed();
    }

    /** The entrant typed (its start number is the operation's to give), null when cancelled. */
    public Player entrant() {
        return entrant;
    }

    /** The first round he plays. */
    public int firstRound() {
        return chosenRound;
    }
}
