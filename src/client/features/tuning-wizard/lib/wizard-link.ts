/**
 * `/setup-tips?wizard=open` opens the wizard on arrival (issue 33: the dashboard's 'Start AI Analysis'
 * leads to the wizard itself, not to the guide around it). Its own module, so the dashboard's card
 * takes the address without the Setup Tips card's code.
 */
export const WIZARD_PARAM = 'wizard';
export const OPEN_WIZARD_HREF = `/setup-tips?${WIZARD_PARAM}=open`;
