/**
 * The UI kit's styles that block the first paint: its base and variables, and the components of
 * the pages any visitor may land on first (sign-in, loading and error states). The signed-in
 * shell loads the whole kit's styles with its own code, so a phone opening the sign-in page no
 * longer waits for a stylesheet mostly unused there. Layered (`@layer mantine`), so the order
 * in which the two arrive never lets the kit override the product's own styles.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Alert.layer.css';
