/**
 * The ESC setup's groups (issue 14), with the labels the makers' programming cards and apps use.
 * setup-fields.ts checks their shape and exports them as ESC_GROUPS.
 */
export const ESC_SETUP_GROUPS = [
  {
    id: 'throttle',
    title: 'Throttle',
    fields: [
      { key: 'punchControl', label: 'Punch control', example: 'Level 5' },
      { key: 'startMode', label: 'Start mode', example: 'Level 3' },
      { key: 'startupForce', label: 'Start-up force', example: '5%' },
      { key: 'runningFrequency', label: 'Running frequency', example: '8 kHz' },
      { key: 'neutralRange', label: 'Neutral range', example: '6%' },
      { key: 'maxReverse', label: 'Max reverse', example: 'Disabled' },
      { key: 'maxRpm', label: 'Max RPM', example: 'Unlimited' },
      { key: 'motorDirection', label: 'Motor direction', example: 'Normal' },
      { key: 'activeFreewheeling', label: 'Active freewheeling', example: 'On' },
    ],
  },
  {
    id: 'brake',
    title: 'Brake',
    fields: [
      { key: 'initialBrakeForce', label: 'Initial brake force', example: '20%' },
      { key: 'maxBrakeForce', label: 'Max brake force', example: '75%' },
      { key: 'dragBrake', label: 'Drag brake', example: '5%' },
      { key: 'brakingFrequency', label: 'Braking frequency', example: '2 kHz' },
    ],
  },
  {
    id: 'timing',
    title: 'Timing',
    fields: [
      { key: 'motorTiming', label: 'Motor (can) timing', example: '30°' },
      { key: 'boostTiming', label: 'Boost timing', example: '20°' },
      { key: 'turbo', label: 'Turbo timing', example: '10° (0.2 s delay)' },
      { key: 'timingAdvance', label: 'Timing advance', example: 'Level 3' },
    ],
  },
  {
    id: 'protection',
    title: 'Protection',
    fields: [
      { key: 'lowVoltageProtection', label: 'Low-voltage protection', example: 'Auto (LiPo)' },
      { key: 'cutoffVoltage', label: 'Cut-off voltage', example: '3.2 V/cell' },
      { key: 'temperatureProtection', label: 'Temperature protection', example: '105 °C' },
    ],
  },
] as const;
