import { ToolboxModulePage } from './ToolboxModulePage.tsx';

export default function ReactionSystemPage() {
  return <ToolboxModulePage module="reaction_system" />;
}
