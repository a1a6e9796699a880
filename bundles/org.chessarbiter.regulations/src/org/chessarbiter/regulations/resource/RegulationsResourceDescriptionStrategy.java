package org.chessarbiter.regulations.resource;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.TimeControlSetting;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.impl.DefaultResourceDescriptionStrategy;
import org.eclipse.xtext.util.IAcceptor;

/**
 * Exports regulations to the Xtext index with their time control (Luật cờ Tướng 2004 Điều 10.1; FIDE 2018
 * 6.3) in the user data, so that other languages of the same project (the scoresheets) read it without
 * depending on this bundle: they match exported objects by the key {@link #TIME_CONTROL}.
 */
public class RegulationsResourceDescriptionStrategy extends DefaultResourceDescriptionStrategy {

    /**
     * User-data key of an exported {@link Regulations}: the PGN TimeControl form of its time control
     * ({@code time "..." pgn "25/3600:1800"}), as written (it may be unreadable: the regulations validator
     * reports that). Present only when the regulations give the PGN form.
     */
    public static final String TIME_CONTROL = "org.chessarbiter.regulations.timeControl";

    @Override
    public boolean createEObjectDescriptions(EObject eObject, IAcceptor<IEObjectDescription> acceptor) {
        Optional<String> control = eObject instanceof Regulations r ? pgnTimeControl(r) : Optional.empty();
        QualifiedName name = control.isPresent() ? getQualifiedNameProvider().getFullyQualifiedName(eObject) : null;
        if (name == null) {
            return super.createEObjectDescriptions(eObject, acceptor);
        }
        acceptor.accept(EObjectDescription.create(name, eObject, Map.of(TIME_CONTROL, control.get())));
        return true;
    }

    /** The PGN form of the first time-control setting that gives one, in the short form or a section (a repeated setting is a warning of its own). */
    public static Optional<String> pgnTimeControl(Regulations regulations) {
        return EcoreUtil2.getAllContentsOfType(regulations, TimeControlSetting.class).stream()
                .map(TimeControlSetting::getPgn).filter(Objects::nonNull).findFirst();
    }
}
