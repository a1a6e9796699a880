package org.chessarbiter.regulations.validation;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.rules.Message;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.EValidatorRegistrar;

/**
 * The base of the checks of one concern ({@link SystemChecks}, {@link TieBreakChecks}...), composed into
 * {@link RegulationsValidator}: they are not registered on their own, and their messages are the validator's.
 */
abstract class RegulationsChecks extends AbstractDeclarativeValidator {

    @Override
    public void register(EValidatorRegistrar registrar) {
        // composed into RegulationsValidator (@ComposedChecks), which is the one registered
    }

    @Override
    protected List<EPackage> getEPackages() {
        return List.of(RegulationsPackage.eINSTANCE);
    }

    /** The message {@code key} of this package's bundle, in the user's language. */
    static String text(String key, Object... args) {
        Object[] plain = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            plain[i] = args[i] instanceof Integer || args[i] instanceof Long ? String.valueOf(args[i]) : args[i]; // 2024, not 2,024
        }
        return Message.of(RegulationsValidator.class, key, plain).format(Locale.getDefault());
    }

    /** Whether the text gives {@code feature} of {@code element}: EMF does not count a value equal to the default (0) as set. */
    static boolean written(EObject element, EStructuralFeature feature) {
        return !NodeModelUtils.findNodesForFeature(element, feature).isEmpty();
    }
}
