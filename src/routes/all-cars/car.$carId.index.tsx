import { createFileRoute } from '@tanstack/react-router';
import { AllCarsRoute } from '@/src/features/cars/all-cars';
import { allCarsRouteOptions } from '@/src/features/cars/all-cars-loader';

/** Every car, the addressed one first. */
export const Route = createFileRoute('/all-cars/car/$carId/')({ ...allCarsRouteOptions(), component: AllCarsRoute });
